import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeLanguage } from '@erep/shared/i18n';
import { FirstSteps } from '@erep/shared/ui/first-steps';
import {
  Alert,
  Badge,
  Button,
  CheckboxField,
  ConfirmDialog,
  EmptyState,
  LoadingOverlay,
  Modal,
  pageWindow,
  Pagination,
  SelectField,
  Spinner,
  Stepper,
  Table,
  Tabs,
  TextField,
} from '@erep/shared/ui';
import { renderApp } from '../src/testing/render-app';

describe('Button', () => {
  it('shows a spinner, sets aria-busy and is disabled while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('erep-button--primary');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading variant="danger">
        Save
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('.erep-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner and LoadingOverlay', () => {
  it('announces loading to screen readers', () => {
    render(<Spinner label="Fetching reviews" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching reviews');
  });

  it('renders the overlay only when visible', () => {
    const { rerender } = render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<LoadingOverlay visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('loading-overlay')).toHaveClass('erep-loading-overlay');
  });
});

describe('fields', () => {
  it('links the error text to the input', () => {
    render(<TextField label="Email" type="email" error="Email is required" hint="Work address" required />);
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Email is required');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('works with react-hook-form register', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ email: string; country: string; terms: boolean }>({
        defaultValues: { email: '', country: '', terms: false },
      });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField label="Email" {...register('email', { required: 'Required email' })} error={formState.errors.email?.message} />
          <SelectField
            label="Country"
            placeholder
            options={[
              { value: 'FR', label: 'France' },
              { value: 'ES', label: 'Spain' },
            ]}
            {...register('country')}
          />
          <CheckboxField label="I accept the terms" {...register('terms', { required: 'Accept the terms' })} error={formState.errors.terms?.message} />
          <Button type="submit">Send</Button>
        </form>
      );
    }
    renderApp(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required email');
    expect(screen.getByLabelText('I accept the terms')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'ES');
    await userEvent.click(screen.getByLabelText('I accept the terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'a@b.co', country: 'ES', terms: true });
  });

  it('offers a translated placeholder option', () => {
    render(<SelectField label="Plan" placeholder options={[{ value: 'a', label: 'A' }]} />);
    expect(within(screen.getByLabelText('Plan')).getByRole('option', { name: 'Select…' })).toHaveValue('');
  });
});

describe('Alert', () => {
  it('is dismissible with a close button', async () => {
    const onClose = vi.fn();
    render(
      <Alert kind="warning" title="Careful" onClose={onClose}>
        Your login and/or password is incorrect.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Careful');
    expect(alert).toHaveTextContent('Your login and/or password is incorrect.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button without onClose and is polite for success', () => {
    render(<Alert kind="success">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Stepper', () => {
  it('marks the current step', () => {
    render(<Stepper steps={['My account', 'Payment', 'Get started']} current={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('(Completed)');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });
});

describe('FirstSteps', () => {
  it('lists each step as a link or an action, in order, and marks the done ones', async () => {
    const create = vi.fn();
    renderApp(
      <FirstSteps
        title="Your first steps"
        steps={[
          { id: 'poster', label: 'Print your poster', to: '/qr', done: true },
          { id: 'offer', label: 'Create an offer', onClick: create, done: false },
          { id: 'wait', label: 'Wait for reviews', to: '/reviews' },
        ]}
        footer="Reviews show here."
      />,
    );
    const card = await screen.findByTestId('first-steps');
    const [poster, offer, wait] = within(card).getAllByRole('listitem');
    expect(within(poster as HTMLElement).getByRole('link', { name: 'Print your poster' })).toHaveAttribute('href', '/qr');
    expect(poster).toHaveAttribute('data-done', 'true');
    expect(poster).toHaveTextContent('Completed');
    expect(offer).toHaveAttribute('data-done', 'false');
    expect(offer).not.toHaveTextContent('Completed');
    // A step the account's state cannot tell about claims neither.
    expect(wait).not.toHaveAttribute('data-done');
    await userEvent.click(within(offer as HTMLElement).getByRole('button', { name: 'Create an offer' }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(card).toHaveTextContent('Reviews show here.');
  });
});

describe('Tabs', () => {
  function Harness({ onChange }: { onChange?: (id: string) => void }) {
    const [value, setValue] = useState('list');
    return (
      <Tabs
        label="Advantages"
        value={value}
        onChange={(id) => {
          onChange?.(id);
          setValue(id);
        }}
        tabs={[
          { id: 'list', label: 'List' },
          { id: 'form', label: 'Form' },
          { id: 'off', label: 'Off', disabled: true },
          { id: 'stats', label: 'Stats' },
        ]}
      >
        <p>panel {value}</p>
      </Tabs>
    );
  }

  it('has tab roles and a labelled panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Advantages' })).toBeInTheDocument();
    const list = screen.getByRole('tab', { name: 'List' });
    expect(list).toHaveAttribute('aria-selected', 'true');
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'List' })).toHaveTextContent('panel list');
  });

  it('moves focus and selection with arrows, Home and End, skipping disabled tabs', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel form');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['form', 'stats', 'list', 'stats', 'list', 'stats']);
  });
});

describe('Table and Pagination', () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Establishment ${i + 1}`, active: i % 2 === 0 }));
  const columns = [
    { key: 'name', header: 'Name' },
    { key: 'active', header: 'Status', render: (row: (typeof rows)[number]) => (row.active ? 'Active' : 'Paused') },
  ];

  it('shows 10 rows a page with pagination below', async () => {
    render(<Table columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const body = () => screen.getAllByRole('row').slice(1);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status']);
    expect(body()).toHaveLength(10);
    expect(body()[0]).toHaveTextContent('Establishment 1Active');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(body()[0]).toHaveTextContent('Establishment 11Active');
    expect(body()[1]).toHaveTextContent('Establishment 12Paused');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(body()).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('uses the page size and hides pagination on a single page', () => {
    render(<Table columns={columns} rows={rows.slice(0, 4)} pageSize={5} />);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty state without rows', () => {
    const { rerender } = render(<Table columns={columns} rows={[]} empty="No establishment yet" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No establishment yet')).toBeInTheDocument();
    rerender(<Table columns={columns} rows={[]} />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    rerender(<Table columns={columns} rows={[]} empty={{ title: 'No staff', description: 'Invite your team' }} />);
    expect(screen.getByText('No staff')).toBeInTheDocument();
    expect(screen.getByText('Invite your team')).toBeInTheDocument();
    rerender(<Table columns={columns} rows={[]} empty={<EmptyState title="Custom" action={<Button>Add</Button>} />} />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('windows long page lists', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });

  it('Pagination reports the chosen page', async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageCount={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange.mock.calls).toEqual([[1], [4]]);
  });
});

describe('Modal', () => {
  function Harness({ onClose }: { onClose?: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Modal
          open={open}
          title="Edit screen"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          footer={<Button>Save</Button>}
        >
          <TextField label="Screen name" />
        </Modal>
      </>
    );
  }

  it('is a labelled modal dialog that traps focus, closes on Escape and restores focus', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit screen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await userEvent.tab();
    expect(within(dialog).getByLabelText('Screen name')).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes from the close button and the backdrop', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('ConfirmDialog', () => {
  it('confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog title="Delete the offer?" message="This cannot be undone." confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} variant="danger" />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the offer?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveClass('erep-button--danger');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(cancel);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} title="T" message="M" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('Badge', () => {
  it('caps the count and hides zero', () => {
    const { rerender, container } = render(<Badge count={120} />);
    expect(container).toHaveTextContent('99+');
    expect(container).toHaveTextContent('120 new');
    rerender(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(container).toHaveTextContent('0');
  });
});

describe('translations', () => {
  it('follows the language change', async () => {
    const { unmount } = renderApp(<Pagination page={1} pageCount={2} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await act(() => changeLanguage('fr'));
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
    await act(() => changeLanguage('sp'));
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    unmount();
    await changeLanguage('en');
  });
});
