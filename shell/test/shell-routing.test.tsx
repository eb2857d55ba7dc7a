import { act, fireEvent, render, screen } from '@testing-library/react';
import { bridgeHistory, PageLink, usePathname } from '@erep/shared/routing';

function Where() {
  return <p data-testid="where">{usePathname()}</p>;
}

describe("the shell's own navigation", () => {
  beforeEach(() => {
    bridgeHistory();
    window.history.replaceState(null, '', '/404');
  });

  it("follows a change of address made by a remote's router", () => {
    render(<Where />);
    expect(screen.getByTestId('where')).toHaveTextContent('/404');
    act(() => window.history.pushState({ idx: 1 }, '', '/sign-in'));
    expect(screen.getByTestId('where')).toHaveTextContent('/sign-in');
  });

  it('moves on a plain click and leaves a click with a modifier key to the browser', () => {
    render(
      <>
        <Where />
        <PageLink to="/">home</PageLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'home' });
    expect(link).toHaveAttribute('href', '/');
    // The browser would open a new tab: the page stays.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/404');
    act(() => {
      expect(fireEvent.click(link)).toBe(false);
    });
    expect(window.location.pathname).toBe('/');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
