// The benchmarks' browser sign-in: the demo beheerder through the real sign-in page.

/** A page of a new context, signed in as the demo beheerder. */
export async function signedInPage(browser, baseURL) {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('E-mail').fill('beheer@example.nl');
  await page.getByLabel('Wachtwoord').fill('beheer123');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByTestId('signed-in-user').waitFor();
  return page;
}

/** The storage state of a signed-in demo beheerder, for cold visits in contexts of their own. */
export async function signInState(browser, baseURL) {
  const page = await signedInPage(browser, baseURL);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}
