// Certification from the admin console, in Debian's Chromium at a phone's width (390 px): a real
// gateway service serving the built console, the real reference server, Playwright driving the
// browser. A wrong token is said to be refused; the credential is replaced on the server's page;
// test data and the test-environment mark make the report show idempotency verified; in English
// the findings are English; no screen overflows sideways. Every browser console error fails.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { CERTIFY_MESSAGES, renderMessage } from '@asixto/contract';
import { createGatewayService } from '@asixto/gateway/service';
import type { GatewayService } from '@asixto/gateway/service';
import { startReferenceServer } from '@asixto/reference-server';
import type { ReferenceServer } from '@asixto/reference-server';
import { CONSOLE_MESSAGES } from '../../packages/console/src/i18n/console-messages.js';
import { SERVICE_MESSAGES } from '../../packages/gateway/src/messages/service-messages.js';
import { ADMIN_TOKEN, http, memoryLogger, testConfig } from '../../packages/gateway/test/service-helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const root = fileURLToPath(new URL('../../', import.meta.url));
const builtConsole = join(root, 'packages/console/dist');
const shots = join(root, 'test/e2e/screenshots');
/** A loaded 2-core machine: waits are on visible state, with room (a certification runs in each). */
const WAIT = 60_000;
const TOKEN = 'token-de-referencia-consola';
const FIXTURES = {
  consultar_cliente: [{ documento: 'CC1032456789' }],
  abrir_caso_soporte: [{ documento: 'CC1032456789', tipo: 'falla', descripcion: 'Sin señal desde ayer' }],
};
const CLI_FLAGS = /--token|--allow-writes|--fixtures|ASIXTO_CERTIFY_TOKEN/;
type ConsoleId = keyof typeof CONSOLE_MESSAGES;
const es = (id: ConsoleId, data?: Record<string, string | number>) =>
  renderMessage(CONSOLE_MESSAGES, id, 'es', data);
const en = (id: ConsoleId, data?: Record<string, string | number>) =>
  renderMessage(CONSOLE_MESSAGES, id, 'en', data);
const certify = (id: keyof typeof CERTIFY_MESSAGES, lang: 'es' | 'en', data?: Record<string, string>) =>
  renderMessage(CERTIFY_MESSAGES, id, lang, data);

const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser && process.env.GATEWAY_TEST_NO_BROWSER !== '1') {
  throw new Error(`${CHROMIUM} is missing: apt-get install chromium (or GATEWAY_TEST_NO_BROWSER=1 to skip)`);
}
if (!haveBrowser)
  console.warn(`SKIPPED: console certification in Chromium (${CHROMIUM} missing, GATEWAY_TEST_NO_BROWSER=1)`);

let dir: string;
let reference: ReferenceServer;
let service: GatewayService;
let base: string;
let browser: BrowserContext;
const consoleErrors: string[] = [];
/** Statuses a step provokes on purpose (Chromium logs each 4xx as a console error): consumed once. */
const expectedStatuses: number[] = [];
/** The screens checked for sideways overflow, with what they measured. */
const widths: { screen: string; scrollWidth: number; clientWidth: number }[] = [];

async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(WAIT);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const expected = expectedStatuses.findIndex((status) => text.includes(`status of ${status} `));
    if (expected !== -1) {
      expectedStatuses.splice(expected, 1);
      return;
    }
    consoleErrors.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
  return page;
}

/** The page fits the 390 px viewport: nothing scrolls sideways but the tables' own frames. */
async function expectNoOverflow(page: Page, screen: string): Promise<void> {
  // Runs in the page (Node's types have no DOM).
  const measured = (await page.evaluate(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  )) as { scrollWidth: number; clientWidth: number };
  widths.push({ screen, ...measured });
  await page.screenshot({ path: join(shots, `390-${screen}.png`), fullPage: true });
  expect(measured.scrollWidth, `${screen} overflows at 390 px`).toBeLessThanOrEqual(measured.clientWidth);
}

const navTo = async (page: Page, label: string) => {
  // At 390 px the navigation may wrap, but every link stays reachable.
  await page
    .getByRole('navigation', { name: es('navLabel') })
    .getByRole('link', { name: label, exact: true })
    .click();
};

describe.skipIf(!haveBrowser)('certification from the console, in Chromium at 390 px', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'console-cert-e2e-'));
    const consoleDir = join(dir, 'console');
    cpSync(builtConsole, consoleDir, { recursive: true });
    mkdirSync(shots, { recursive: true });
    const noop = () => undefined;
    const quiet = { info: noop, warn: noop, error: noop, debug: noop, child: () => quiet };
    reference = await startReferenceServer({
      tokens: [TOKEN],
      databasePath: join(dir, 'reference.sqlite'),
      logger: quiet,
    });
    service = createGatewayService(testConfig(join(dir, 'gateway')), {
      logger: memoryLogger().logger,
      defaultMetrics: false,
      consoleDir,
    });
    base = await service.listen();
    const tenant = { company: 'acme', name: 'Acme S.A.S.', currency: 'COP', timezone: 'America/Bogota' };
    expect((await http(base, 'POST', '/v1/tenants', { token: ADMIN_TOKEN, body: tenant })).status).toBe(201);
    browser = await chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 },
      locale: 'es-CO',
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await reference?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refused token → replaced → test data and writes → idempotency verified → English; no overflow', async ({
    onTestFailed,
  }) => {
    const page = await openPage();
    onTestFailed(async () => {
      await page.screenshot({ path: join(shots, 'failure-certification.png'), fullPage: true });
    });
    await page.goto(`${base}/admin/`);
    await expectNoOverflow(page, '00-sign-in');
    const field = page.getByLabel(es('signInToken'));
    await field.fill(ADMIN_TOKEN);
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: es('overviewTitle') }).waitFor();
    await expectNoOverflow(page, '01-overview');

    // Register the reference server with a wrong token: the gateway's words say it was refused.
    await navTo(page, es('navTenants'));
    await page.getByRole('heading', { level: 1, name: es('tenantsTitle') }).waitFor();
    await page.getByRole('link', { name: 'acme' }).first().waitFor();
    await expectNoOverflow(page, '02-tenants');
    await page.getByRole('link', { name: 'acme' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Acme S\.A\.S\./ }).waitFor();
    await page.getByLabel(es('fieldServerUrl'), { exact: true }).fill(reference.url);
    await page.getByLabel(es('fieldServerToken'), { exact: true }).fill('not-the-right-token');
    expectedStatuses.push(422);
    await page.getByRole('button', { name: es('registerServer') }).click();
    const refused = renderMessage(SERVICE_MESSAGES, 'credentialRefused', 'es', { httpStatus: '401' });
    await page.getByRole('alert').filter({ hasText: refused }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'GATEWAY_CREDENTIAL_REFUSED' }).count()).toBe(1);
    await expect.poll(() => expectedStatuses.length, { timeout: WAIT }).toBe(0);
    await expectNoOverflow(page, '03-credential-refused');

    // The server is stored: its page is where the credential is replaced.
    await page.getByRole('link', { name: es('openServerToFix') }).click();
    await page.getByRole('heading', { level: 2, name: es('settingsTitle') }).waitFor();
    await page.getByText(es('statusFailed'), { exact: true }).first().waitFor();
    await expectNoOverflow(page, '04-server-refused');
    await page.getByLabel(es('fieldNewToken'), { exact: true }).fill(TOKEN);
    await page.getByRole('button', { name: es('replaceCredential') }).click();
    await page.getByText(es('settingsSaved')).waitFor();
    await page.getByText(es('statusCertified'), { exact: true }).first().waitFor();
    // Not verified yet, and the report advises the console's page, not a flag.
    await page
      .getByText(certify('idempotencyLine', 'es', { state: certify('idempotencyNotVerified', 'es') }))
      .waitFor();
    await page.getByText(certify('skipNoWritesConsole', 'es')).first().waitFor();
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(CLI_FLAGS);
    await expectNoOverflow(page, '05-server-certified');

    // Test data of the wrong shape: said at once, tool by tool, and nothing sent.
    const testData = page.getByLabel(es('fieldTestData'), { exact: true });
    await testData.fill('{"consultar_cliente": []}');
    await page.getByRole('button', { name: es('testDataSave') }).click();
    await page.getByText(certify('fixturesNotList', 'es', { tool: '"consultar_cliente"' })).waitFor();
    // Then good test data, and the server marked a test environment: the writes run.
    await testData.fill(JSON.stringify(FIXTURES, null, 2));
    await page.getByRole('button', { name: es('testDataSave') }).click();
    await page.getByText(es('testDataStored')).waitFor();
    await page.getByLabel(es('testEnvLabel')).check();
    await page
      .getByText(certify('idempotencyLine', 'es', { state: certify('idempotencyVerified', 'es') }))
      .waitFor();
    await page.getByText(certify('verdictPass', 'es')).waitFor();
    // Nothing blocks: no level badge is red, whatever the rule's level; DEBERÍA has its accent.
    expect(await page.locator('main .level-block').count()).toBe(0);
    expect(await page.locator('main .level').count()).toBeGreaterThan(0);
    expect((await page.locator('main').textContent()) ?? '').not.toContain('DEBERIA');
    await expectNoOverflow(page, '06-idempotency-verified');

    // English: the findings and the report's words follow.
    await page.getByRole('button', { name: es('switchLangLabel') }).click();
    await page.getByRole('heading', { level: 2, name: en('settingsTitle') }).waitFor();
    await page
      .getByText(certify('idempotencyLine', 'en', { state: certify('idempotencyVerified', 'en') }))
      .waitFor();
    await page.getByText(certify('verdictPass', 'en')).waitFor();
    await page
      .getByText(certify('sectionTool', 'en', { tool: 'abrir_caso_soporte' }))
      .first()
      .waitFor();
    // A finding's own words, rendered in English by the gateway (no Spanish one left behind).
    await page
      .getByText(en('passedRules', { count: 1 }).split(' ')[0] ?? '')
      .first()
      .waitFor();
    const english = (await page.locator('main').textContent()) ?? '';
    expect(english).not.toContain(certify('verdictPass', 'es'));
    expect(english).not.toContain('Idempotencia');
    expect(english).not.toMatch(CLI_FLAGS);
    await expectNoOverflow(page, '07-report-english');

    // The other screens at 390 px, in English: exposure, playground (only exposed tools, with the
    // chosen tool's parameters), live calls, keys, audit.
    const nav = (label: ConsoleId) =>
      page
        .getByRole('navigation', { name: en('navLabel') })
        .getByRole('link', { name: en(label), exact: true })
        .click();
    await nav('navExposure');
    await page.getByRole('heading', { level: 1, name: en('exposureTitle') }).waitFor();
    await page
      .getByLabel(en('fieldCompany'), { exact: true })
      .locator('option[value="acme"]')
      .waitFor({ state: 'attached' });
    await page.getByLabel(en('fieldCompany'), { exact: true }).selectOption('acme');
    await page.getByLabel(en('fieldScenario'), { exact: true }).selectOption('soporte');
    await page.getByRole('button', { name: en('exposurePreview') }).click();
    await page.getByRole('heading', { level: 3, name: en('hiddenTitle') }).waitFor();
    await expectNoOverflow(page, '08-exposure');

    await nav('navPlayground');
    await page.getByRole('heading', { level: 1, name: en('playgroundTitle') }).waitFor();
    await page
      .getByLabel(en('fieldCompany'), { exact: true })
      .locator('option[value="acme"]')
      .waitFor({ state: 'attached' });
    await page.getByLabel(en('fieldCompany'), { exact: true }).selectOption('acme');
    await page.getByLabel(en('fieldScenario'), { exact: true }).selectOption('soporte');
    const tool = page.getByLabel(en('fieldTool'), { exact: true });
    await tool.locator('option[value="ext__acme__consultar_cliente"]').waitFor({ state: 'attached' });
    // A reading agent: the write tool is not offered.
    expect(await tool.locator('option[value="ext__acme__abrir_caso_soporte"]').count()).toBe(0);
    await tool.selectOption('ext__acme__consultar_cliente');
    await page
      .getByRole('heading', {
        level: 2,
        name: en('toolParamsTitle', { tool: 'ext__acme__consultar_cliente' }),
      })
      .waitFor();
    await page.getByRole('rowheader', { name: 'documento' }).waitFor();
    await expectNoOverflow(page, '09-playground');

    for (const [label, title, screen] of [
      ['navCalls', 'callsTitle', '10-calls'],
      ['navKeys', 'keysTitle', '11-keys'],
      ['navAudit', 'auditTitle', '12-audit'],
      ['navTenants', 'tenantsTitle', '13-tenants'],
    ] as const) {
      await nav(label);
      await page.getByRole('heading', { level: 1, name: en(title) }).waitFor();
      await expectNoOverflow(page, screen);
    }
    // The audit trail is wider than a phone: its columns scroll in the table's frame, and a cue says
    // so until the last column is in sight.
    await nav('navAudit');
    await page.getByRole('row').filter({ hasText: 'server.test-environment' }).first().waitFor();
    await page.getByText(en('scrollCue')).waitFor();
    // Runs in the page: the frame scrolled to its right end, as a swipe would.
    const scrolled = await page.evaluate(
      "(() => { const f = document.querySelector('.table-wrap'); f.scrollLeft = f.scrollWidth; return [f.scrollLeft, f.scrollWidth, f.clientWidth]; })()",
    );
    expect(scrolled).toHaveLength(3);
    await page.getByText(en('scrollCue')).waitFor({ state: 'detached' });
    await page.close();
    expect(consoleErrors).toEqual([]);
  }, 300_000);
});
