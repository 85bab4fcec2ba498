// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QuantityStepper from './QuantityStepper';

afterEach(cleanup);

describe('the cart line stepper', () => {
  it('steps up and down by one', () => {
    const onStep = vi.fn();
    render(<QuantityStepper quantity={3} productName="Papad" locked={false} onStep={onStep} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Papad' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Papad' }));
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
    expect(screen.getByRole('group', { name: 'Quantity of Papad' }).textContent).toContain('3');
  });

  it('says that minus removes the line when the quantity is 1', () => {
    render(<QuantityStepper quantity={1} productName="Papad" locked={false} onStep={() => {}} />);
    expect(screen.getByRole('button', { name: 'Remove Papad (quantity 1)' })).toBeTruthy();
  });

  it('is locked while the line is mutating, and keeps the focus on the button pressed', () => {
    const onStep = vi.fn();
    render(<QuantityStepper quantity={2} productName="Papad" locked onStep={onStep} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      // Not disabled: a disabled button loses the focus, and the page's body gets it.
      expect((button as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(button);
    }
    expect(onStep).not.toHaveBeenCalled();
  });
});
