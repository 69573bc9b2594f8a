import type { Db } from '../db/client.ts';
import type { Dump } from './read-dump.ts';
import type { ImportReport } from './report.ts';

export interface ImportOptions {
  dryRun: boolean;
  /** import only this company (a subAdmin's company name or user name) */
  company?: string;
  /** LotterySoft's upload folder, where company logos are copied from */
  filesDir?: string;
  /** where Tiraj keeps uploaded files (FILES_DIR) */
  tirajFilesDir?: string;
  /** draw dates from this day on keep their winners payable (yyyy-MM-dd) */
  unpaidSince?: string;
  /** the operator's time zone: what "today" is (a ticket's draw day is its stored UTC day) */
  timeZone: string;
  /** tickets done so far, for the console */
  progress?: (done: number) => void;
}

export interface ImportedCompany {
  id: string;
  name: string;
  /** the company's subadmin in Tiraj */
  ownerId: string;
  ownerName: string;
}

export interface ImportedUser {
  id: string;
  role: 'admin' | 'subadmin' | 'supervisor' | 'seller';
  userName: string;
  /** LotterySoft's company (subAdmin) id; '' for the admin */
  lsCompanyId: string;
  supervisorId: string | null;
}

/** What every step of one import reads and fills: the old ids mapped to Tiraj's. */
export interface ImportContext {
  tx: Db;
  dump: Dump;
  report: ImportReport;
  options: ImportOptions;
  now: Date;
  /** LotterySoft subAdmin id → the company */
  companies: Map<string, ImportedCompany>;
  /** LotterySoft user id → the user */
  users: Map<string, ImportedUser>;
  /** lower-case draw name → Tiraj lottery category id */
  draws: Map<string, { id: string; name: string }>;
  /** who marks the old winners paid out */
  admin: { id: string; userName: string };
}

/** A draw of the dump by its name, as LotterySoft refers to draws everywhere. */
export const drawKey = (name: string) => name.trim().toLowerCase();
