import { z } from 'zod';

/** Issue 39: the branch a seller or supervisor works in, on their answers (additive). */
export const branchOfPerson = {
  branchId: z.string().nullable().describe("the branch's id; null: none"),
  branchName: z.string().nullable().describe("the branch's name; null: none"),
};
