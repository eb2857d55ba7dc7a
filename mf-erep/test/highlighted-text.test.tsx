import { render } from '@testing-library/react';
import { MarkedText, SpannedText } from '../src/components/highlighted-text';

describe('highlighted review text', () => {
  it('turns the server marks into <mark> and never parses the comment as HTML', () => {
    const { container } = render(<MarkedText text={'Very \u0002welcoming\u0003 <img src=x onerror=alert(1)> and \u0002welcome\u0003!'} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['welcoming', 'welcome']);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Very welcoming <img src=x onerror=alert(1)> and welcome!');
  });

  it('highlights the phrases of a topic by character spans, ignoring overlapping or out-of-range ones', () => {
    const { container } = render(<SpannedText text="Staff were lovely, food was cold." spans={[[28, 32], [0, 5], [2, 4], [40, 50]]} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Staff', 'cold']);
    expect(container.textContent).toBe('Staff were lovely, food was cold.');
  });
});
