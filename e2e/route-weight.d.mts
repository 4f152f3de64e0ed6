import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface CodeFile { path: string; gz: number }
type Weights = { '/': number; '/tasks': number; list: number; furtherRemote: number; remoteEntry: number };
export const TARGETS: Weights;
export const BUDGETS: Weights & Record<string, number> & { furtherRemoteFromNoList: number };
export function budgetFor(route: string): number;
export function stepBudgetFor(from: string): number;
export function targetFor(route: string): number;
export function readySelector(route: string): string;
export function recordCode(page: Page, origin: string): () => Promise<{ files: CodeFile[]; gz: number }>;
export function waitUntilShown(page: Page, route: string): Promise<number>;
export function coldVisit(
  browser: Browser,
  options: { baseURL: string; storageState: string | Awaited<ReturnType<BrowserContext['storageState']>>; route: string },
): Promise<{ gz: number; files: CodeFile[]; firstRowMs: number; page: Page; context: BrowserContext }>;
export function navigateWithin(page: Page, route: string): Promise<{ gz: number; files: CodeFile[]; ms: number }>;
export function sharedCopies(page: Page): Promise<Record<string, { copies: number; versions: string[]; from: string[] }>>;
