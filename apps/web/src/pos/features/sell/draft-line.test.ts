import { describe, expect, it } from 'vitest';
import { reverseOffer, type DraftLine } from './draft-line.ts';

const line = (gameCategory: DraftLine['gameCategory'], number: string, amount: number) => ({
  id: `${gameCategory}-${number}`,
  gameCategory,
  number,
  amount,
});

describe('reverseOffer: the last mariage reversed, offered once', () => {
  it('offers the reversed pair of the last mariage with its amount', () => {
    const lines = [line('MRG', '12×34', 10), line('BLT', '27', 50), line('MRG', '45×67', 5)];
    expect(reverseOffer(lines)).toEqual({ number: '54×76', amount: 5 });
  });
  it('offers nothing without a mariage, or when reversing changes nothing', () => {
    expect(reverseOffer([line('MRG', '11×22', 10)])).toBeNull();
    expect(reverseOffer([line('BLT', '27', 50)])).toBeNull();
    expect(reverseOffer([])).toBeNull();
  });
  it('offers nothing once the reversed pair is on the ticket', () => {
    expect(reverseOffer([line('MRG', '12×34', 10), line('MRG', '21×43', 10)])).toBeNull();
  });
});
