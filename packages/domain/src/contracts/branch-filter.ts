import { z } from 'zod';
import { inputText, isUuid } from './common.ts';

/**
 * Issue 39, `?branch`: a company list or report of one branch's sellers only; empty (or absent):
 * the whole company, the answer it always was.
 */
export const branchFilter = inputText('Branch')
  .trim()
  .refine((v) => v === '' || isUuid(v), 'Branch must be a branch id')
  .optional()
  .transform((v) => v || undefined)
  .describe("a branch's id: only the tickets and money of its sellers now; empty: all");

/** `?branch` alone, for a screen that had no search (the home). */
export const branchQuery = z.object({ branch: branchFilter });
export type BranchQuery = z.input<typeof branchQuery>;
