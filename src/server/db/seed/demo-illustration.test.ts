import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESSES, DEMO_PROFESSIONS } from './demo-data';
import { illustrationSvg, initialsOf } from './demo-illustration';
import { STROKE_LETTERS } from './stroke-letters';

describe('demo illustrations', () => {
  it('takes the initials of two words, leaving out small words, brackets and accents', () => {
    expect(initialsOf('Adire Kimono Jacket')).toBe('AK');
    expect(initialsOf('Cement (50 kg bag)')).toBe('C');
    expect(initialsOf('Jollof Rice with Grilled Chicken')).toBe('JR');
    expect(initialsOf('Ọ̀nà Prints')).toBe('OP');
    expect(initialsOf('1.5 kVA Inverter + 2 Batteries')).toBe('KI');
  });

  it('draws the same SVG for the same subject, and a different one for another name or type', () => {
    const subject = { kind: 'product' as const, name: 'Meat Pie', type: 'Bakery' };
    expect(illustrationSvg(subject)).toBe(illustrationSvg({ ...subject }));
    expect(illustrationSvg(subject)).not.toBe(illustrationSvg({ ...subject, name: 'Chin Chin' }));
    expect(illustrationSvg(subject)).not.toBe(illustrationSvg({ ...subject, type: 'Restaurant' }));
    expect(illustrationSvg(subject)).not.toBe(illustrationSvg({ ...subject, kind: 'business' }));
  });

  it('has a drawn letter for the initials of every demo name', () => {
    const names = [
      ...DEMO_BUSINESSES.map((business) => business.name),
      ...DEMO_PROFESSIONS.map((profession) => profession.title),
      ...DEMO_BUSINESSES.flatMap((business) => business.categories.flatMap((category) => category.products.map((product) => product.name))),
    ];
    for (const name of names) {
      const initials = initialsOf(name);
      expect(initials.length, name).toBeGreaterThan(0);
      for (const letter of initials) expect(STROKE_LETTERS[letter], `${name}: ${letter}`).toBeDefined();
      expect(illustrationSvg({ kind: 'business', name, type: 'Bakery' })).toContain('<path');
    }
  });
});
