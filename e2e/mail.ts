// The local mail catcher (started with the stack, MAIL_URL): what the auth server sent.
import { expect } from '@playwright/test';

interface CaughtMail {
  subject: string;
  to: { address: string }[];
  html: string;
}

async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${process.env.MAIL_URL}/api/email`);
  expect(response.ok, `the mail catcher answered ${response.status}`).toBeTruthy();
  return response.json();
}

/** The newest mail to `address` (waited for), and the link in it to choose a password. */
export async function mailTo(address: string) {
  let mail: CaughtMail | undefined;
  await expect(async () => {
    mail = (await caughtMails()).filter((m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase())).at(-1);
    expect(mail, `a mail to ${address}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const found = mail as CaughtMail;
  const href = /href="([^"]*\/wachtwoord-instellen\?[^"]*)"/.exec(found.html)?.[1];
  expect(href, `a link to /wachtwoord-instellen in '${found.subject}'`).toBeDefined();
  return { subject: found.subject, link: (href as string).replace(/&amp;/g, '&') };
}
