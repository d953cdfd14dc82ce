import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_LABELS,
  CARD_BRANDS,
  CardBrandIcon,
  SPORT_LABELS,
  SPORTS,
  SportIcon,
} from '../src/shared/icons/index.ts';

describe('SportIcon', () => {
  it.each(SPORTS)('draws %s and names it with its title', (sport) => {
    render(<SportIcon sport={sport} title={SPORT_LABELS[sport]} size={32} />);
    const icon = screen.getByRole('img', { name: SPORT_LABELS[sport] });
    expect(icon.getAttribute('width')).toBe('32');
    expect(icon.querySelectorAll('path, circle, ellipse, rect').length).toBeGreaterThan(0);
    expect(icon.getAttribute('stroke')).toBe('currentColor');
  });

  it('is hidden from screen readers without a title', () => {
    const { container } = render(<SportIcon sport="nfl" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(svg.querySelector('title')).toBeNull();
  });

  it('gives every sport its own drawing and an unknown sport a fallback', () => {
    const drawings = SPORTS.map((sport) => render(<SportIcon sport={sport} />).container.innerHTML);
    expect(new Set(drawings).size).toBe(SPORTS.length);
    const fallback = render(<SportIcon sport="curling" title="Curling" />);
    expect(fallback.getByRole('img', { name: 'Curling' })).toBeTruthy();
  });
});

describe('CardBrandIcon', () => {
  it.each(CARD_BRANDS)('draws %s as a badge named by its title', (brand) => {
    render(<CardBrandIcon brand={brand} title={CARD_BRAND_LABELS[brand]} size={20} />);
    const icon = screen.getByRole('img', { name: CARD_BRAND_LABELS[brand] });
    expect(icon.getAttribute('height')).toBe('20');
    expect(icon.getAttribute('width')).toBe('30');
  });

  it('shows the plain card for a brand it does not know', () => {
    const unknown = render(<CardBrandIcon brand="unknown" />).container.innerHTML;
    expect(render(<CardBrandIcon brand="jcb" />).container.innerHTML).toBe(unknown);
  });
});
