// Renders the pictures' SVG with sharp and writes the WebP files: only files whose bytes change
// are rewritten, and a full run removes product and category files no job made.
import sharp from 'sharp';
import { mkdir, readdir, unlink, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {import('./jobs.mjs').PictureJob} PictureJob */

const WEBP = { quality: 72, effort: 6, smartSubsample: true };

/** Keeps busy pictures (lots of small pieces) near the 25 KB-at-640w budget by lowering quality a step. */
const BUDGET_640 = 25 * 1024;

/**
 * Renders one picture in each width to `<outPrefix>-<width>.webp`.
 * @returns {Promise<{ master: Buffer, written: string[], changed: number }>} the full-size PNG, the
 *   files of this picture, and how many of them were (re)written
 */
async function render(svg, outPrefix, widths, height = (w) => w) {
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  const encode = (w, quality) => sharp(master).resize(w, Math.round(height(w)), { kernel: 'lanczos3' }).webp({ ...WEBP, quality }).toBuffer();
  let quality = WEBP.quality;
  if (widths.includes(640) && height(640) === 640) {
    while (quality > 54 && (await encode(640, quality)).length > BUDGET_640) quality -= 6;
  }
  const written = [];
  let changed = 0;
  for (const w of widths) {
    const file = `${outPrefix}-${w}.webp`;
    const buf = await encode(w, quality);
    // rewrite only when the bytes change, so reruns leave git and mtimes alone
    const old = await readFile(file).catch(() => null);
    if (!old || !old.equals(buf)) {
      await writeFile(file, buf);
      changed++;
    }
    written.push(file);
  }
  return { master, written, changed };
}

async function removeStale(dir, keep) {
  for (const name of await readdir(dir)) {
    if (name.endsWith('.webp') && !keep.has(path.join(dir, name))) await unlink(path.join(dir, name));
  }
}

/**
 * Makes the pictures (all of them, or those --only names) and prints progress and a summary.
 * @param {{ dirs: { products: string, categories: string }, jobs: PictureJob[] }} list from pictureJobs
 * @param {{ out: string, only: Set<string> | null, pngDir?: string }} options the images folder; the
 *   names to make (null: all, and then stale files are removed); a folder for 640px PNG previews
 */
export async function writePictures({ dirs, jobs }, { out, only, pngDir }) {
  sharp.concurrency(2);
  for (const d of [out, ...Object.values(dirs)]) await mkdir(d, { recursive: true });
  if (pngDir) await mkdir(pngDir, { recursive: true });
  const keep = new Set();
  let bytes = 0;
  let changed = 0;
  for (const job of jobs) {
    for (const w of job.widths) keep.add(`${job.prefix}-${w}.webp`);
    if (only && !only.has(job.match) && !only.has(job.name)) continue;
    const rendered = await render(job.svg(), job.prefix, job.widths, job.height);
    changed += rendered.changed;
    if (pngDir) await writeFile(path.join(pngDir, `${job.name}.png`), await sharp(rendered.master).resize(640).png().toBuffer());
    for (const file of rendered.written) bytes += (await readFile(file)).length;
    process.stdout.write(`${job.name} `);
  }
  if (!only) {
    await removeStale(dirs.products, keep);
    await removeStale(dirs.categories, keep);
  }
  console.log(`\n${jobs.length} pictures; ${changed} files changed; ${(bytes / 1024 / 1024).toFixed(2)} MB in the pictures rendered this run`);
}
