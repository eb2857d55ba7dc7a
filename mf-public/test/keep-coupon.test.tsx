import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, HttpResponse, mockApi } from '@erep/shared/testing';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { context, coupon, renderPublic, trackedActions } from './render-public';

const { en, fr } = VISITOR_TEXTS;
const THANKS = '/public/demo-bistro/establishment/1/ABCD1234/feedback-success';
const server = mockApi(trackedActions().handler);
const thanks = (mailed: boolean) => http.get(apiPath('public/feedback/thanks'), () => HttpResponse.json({ data: { context, coupon: coupon(), mailed } }));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe('keeping a coupon no mail carries', () => {
  it('says plainly that the coupon lives only on this screen and offers its file', async () => {
    server.use(thanks(false));
    renderPublic(THANKS);
    expect(await screen.findByTestId('coupon-only-here')).toHaveTextContent(en.thanks.onlyHere);
    expect(screen.queryByTestId('coupon-mailed')).not.toBeInTheDocument();
    const file = screen.getByRole('link', { name: en.thanks.download });
    expect(file).toHaveAttribute('href', '/api/public/coupons/ABCD1234/download?lang=en');
    expect(file).toHaveAttribute('download', 'coupon-ABCD1234.html');
  });

  it('copies the coupon link where the phone cannot share, and says so', async () => {
    server.use(thanks(false));
    const user = userEvent.setup();
    renderPublic(THANKS);
    await screen.findByTestId('coupon-only-here');
    expect(screen.queryByRole('button', { name: en.thanks.share })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.thanks.copy }));
    expect(await screen.findByText(en.thanks.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/public/customer/demo-bistro/advantagecontact/ABCD1234`);
  });

  it('shares the coupon link where the phone can', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: (data: ShareData) => Promise.resolve(void shared.push(data)) });
    server.use(thanks(false));
    const user = userEvent.setup();
    renderPublic(THANKS);
    await user.click(await screen.findByRole('button', { name: en.thanks.share }));
    expect(shared).toEqual([expect.objectContaining({ url: `${location.origin}/public/customer/demo-bistro/advantagecontact/ABCD1234` })]);
  });

  it('says in the visitor language when the coupon was also mailed, with no notice', async () => {
    server.use(thanks(true));
    // The visitor pages follow the phone's language.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    renderPublic(THANKS, 'fr');
    const card = (await screen.findByTestId('coupon-mailed')).closest('section');
    expect(screen.getByTestId('coupon-mailed')).toHaveTextContent(fr.thanks.mailed);
    expect(within(card as HTMLElement).queryByTestId('coupon-only-here')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: fr.thanks.download })).not.toBeInTheDocument();
  });
});
