/**
 * Rasterising PDF pages with pdf.js (through unpdf) onto @napi-rs/canvas images, for the scans
 * and photos of the corpus and for looking at layouts (preview.ts).
 */
import {createCanvas, loadImage, type Canvas, type Image} from '@napi-rs/canvas'

export interface RenderedPage {
  image: Image
  /** Pixels per PDF point. */
  scale: number
}

/** Renders every page (or the listed ones) of a PDF at `dpi`. */
export async function renderPages(pdf: Uint8Array, dpi: number, pages?: number[]): Promise<RenderedPage[]> {
  const {getDocumentProxy, renderPageAsImage} = await import('unpdf')
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const proxy = await getDocumentProxy(new Uint8Array(pdf), {verbosity: 0})
  const scale = dpi / 72
  const out: RenderedPage[] = []
  const numbers = pages ?? Array.from({length: proxy.numPages}, (_, i) => i + 1)
  for (const n of numbers) {
    const png = await renderPageAsImage(proxy, n, {canvasImport: () => import('@napi-rs/canvas'), scale})
    out.push({image: await loadImage(Buffer.from(png)), scale})
  }

  await proxy.loadingTask.destroy()
  return out
}

/** The page on a white background (pdf.js leaves unpainted areas transparent). */
export function onWhite(image: Image): Canvas {
  const canvas = createCanvas(image.width, image.height)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, image.width, image.height)
  ctx.drawImage(image, 0, 0)
  return canvas
}
