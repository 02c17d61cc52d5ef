import { render } from '@testing-library/react';
import { Email } from './ui';

describe('Email', () => {
  it('may wrap only right after the @, so a narrow column never splits the name or the domain', () => {
    const { container } = render(
      <span>
        <Email address="demo@thinkmakesolve.ng" />
      </span>,
    );
    expect(container.textContent).toBe('demo@thinkmakesolve.ng');
    expect(container.querySelector('span')?.innerHTML).toBe('demo@<wbr>thinkmakesolve.ng');
  });

  it('leaves a text without an @ as it is', () => {
    const { container } = render(<Email address="not an address" />);
    expect(container.innerHTML).toBe('not an address');
  });
});
