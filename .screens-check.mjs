import { createRequire } from "node:module";
const require = createRequire(process.cwd() + "/package.json");
const { chromium } = require("playwright-core");
const base = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("  console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("  pageerror", String(e).slice(0, 300)));
page.on("request", (r) => { if (r.url().includes("/api/")) console.log("  api", r.method(), r.url().replace(base, "")); });
for (const p of paths) {
  console.log("==", p);
  await page.goto(base + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
}
await browser.close();
