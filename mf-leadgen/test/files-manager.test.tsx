import { screen, within } from '@testing-library/react';
import type { PublishedFile } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import en from '../src/i18n/en.json';
import '../src/i18n/register';
import { FilesPage } from '../src/features/files/components/files-page';

/*
 * A published file serves every establishment's visitors: a manager (limited to some establishments)
 * adds files but is not offered to delete one, which the server refuses them.
 */

const menu: PublishedFile = { id: 3, tag: 'menu', name: 'Menu.pdf', kind: 'menu', content_type: 'application/pdf', size: 20_480, url: '/files/menu.pdf', created_at: '2026-11-01T10:00:00.000Z' };

mockApi(http.get(apiPath('customer/demo-bistro/files'), () => HttpResponse.json({ data: [menu] })));

const as = (account_role: 'owner' | 'manager') => testUser({ account_role, customer: { tag: 'demo-bistro', language: 'en', back_color: null } });

describe('published files by role', () => {
  it('a manager sees the files and the upload, no delete, and why', async () => {
    renderApp(<FilesPage tag="demo-bistro" />, { user: as('manager'), language: 'en' });
    const row = await screen.findByRole('row', { name: /Menu\.pdf/ });
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('files-owners-only')).toHaveTextContent(en.outreach.files.ownersOnly);
    expect(screen.getByRole('button', { name: en.outreach.files.send })).toBeInTheDocument();
  });

  it('an owner can delete a file', async () => {
    renderApp(<FilesPage tag="demo-bistro" />, { user: as('owner'), language: 'en' });
    const row = await screen.findByRole('row', { name: /Menu\.pdf/ });
    expect(within(row).getByRole('button', { name: `${en.outreach.delete} Menu.pdf` })).toBeInTheDocument();
    expect(screen.queryByTestId('files-owners-only')).toBeNull();
  });
});
