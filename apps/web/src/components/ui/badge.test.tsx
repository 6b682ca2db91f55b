import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeText, CountBadge } from '@/components/ui/badge';

describe('count badge', () => {
  it('reads nothing for 0, the number up to 10, and 10+ above 10', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(10)).toBe('10');
    expect(badgeText(11)).toBe('10+');
    expect(badgeText(250)).toBe('10+');
  });

  it('renders no badge for 0 and "10+" for 11', () => {
    const { rerender } = render(<CountBadge count={0} />);
    expect(screen.queryByTestId('count-badge')).toBeNull();
    rerender(<CountBadge count={11} />);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('10+');
  });
});
