/**
 * Image uploads (JPEG, PNG) made ready for OCR: size checked from the file header before anything
 * is decoded, decoded with @napi-rs/canvas straight to the size OCR wants (a 48 MP phone photo is
 * never held at full size in RGBA), in grey.
 *
 * Page size: a photo or scan carries no reliable physical size, so the image is taken to be an A4
 * page: its long side is 842 pt. Every OCR box is divided by the same pixels-per-point, so a
 * word's size in points is what it would be on the printed page when the image shows a full page.
 */
import {canvas, type GreyImage, greyFromRgba, OCR_MAX_PIXELS} from './raster.js'

/** A4 long side in points: the page size assumed for an image. */
export const IMAGE_PAGE_LONG_SIDE_PT = 842
/** Long side given to OCR: an A4 page at 300 dpi. */
const OCR_LONG_SIDE = 3508
/** Small images are enlarged at most this much (print smaller than ~10 px high reads poorly). */
const MAX_UPSCALE = 2

export const IMAGE_MIMES = ['image/jpeg', 'image/png'] as const

/** An image that is refused or cannot be decoded: the message says why, in one line. */
export class ImageRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImageRefusedError'
  }
}

/** Width and height from a PNG (IHDR) or JPEG (SOFn) header, or null when the header is not one of them. */
export function imageSize(bytes: Uint8Array): null | {width: number; height: number} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length >= 24 && view.getUint32(0) === 0x89_50_4e_47 && view.getUint32(12) === 0x49_48_44_52) {
    return {height: view.getUint32(20), width: view.getUint32(16)}
  }

  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null
      const marker = bytes[offset + 1]
      // Fill bytes and markers without a length.
      if (marker === 0xff) {
        offset++
        continue
      }

      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        offset += 2
        continue
      }

      const length = view.getUint16(offset + 2)
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return {height: view.getUint16(offset + 5), width: view.getUint16(offset + 7)}
      }

      if (marker === 0xda || length < 2) return null
      offset += 2 + length
    }
  }

  return null
}

/** The size OCR reads an image at: long side near 3508 px, never more than 2x up, within the pixel caps. */
export function ocrSize(width: number, height: number, maxPixels: number): {width: number; height: number} {
  let factor = Math.min(MAX_UPSCALE, OCR_LONG_SIDE / Math.max(width, height))
  const cap = Math.min(maxPixels, OCR_MAX_PIXELS)
  if (width * height * factor * factor > cap) factor = Math.sqrt(cap / (width * height))
  return {height: Math.max(1, Math.round(height * factor)), width: Math.max(1, Math.round(width * factor))}
}

export interface DecodedImage {
  image: GreyImage
  /** Pixels per point of `image` under the A4 convention. */
  pixelsPerPoint: number
  /** Size of the file's image before resampling. */
  originalWidth: number
  originalHeight: number
}

/**
 * Decodes a JPEG or PNG to grey at OCR size. Refuses (ImageRefusedError) an image of more than
 * maxPixels pixels, or a file whose header is not a JPEG or PNG one.
 */
export async function decodeImage(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  const size = imageSize(bytes)
  if (!size || size.width === 0 || size.height === 0) throw new ImageRefusedError('The file is not a readable JPEG or PNG image.')
  if (size.width * size.height > maxPixels) {
    throw new ImageRefusedError(`The image is ${size.width} x ${size.height} pixels (${((size.width * size.height) / 1e6).toFixed(1)} MP); the limit is ${(maxPixels / 1e6).toFixed(1)} MP.`)
  }

  const {createCanvas, loadImage} = await canvas()
  let decoded: Awaited<ReturnType<typeof loadImage>>
  try {
    decoded = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  } catch (error) {
    throw new ImageRefusedError(`The image could not be decoded (${(error as Error).message.replace(/\.$/, '')}).`)
  }

  // The decoded size, not the header's: what the canvas will actually hold.
  const {height, width} = ocrSize(decoded.width, decoded.height, maxPixels)
  const surface = createCanvas(width, height)
  const context = surface.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(decoded, 0, 0, width, height)
  const image = greyFromRgba(context.getImageData(0, 0, width, height).data, width, height)
  return {image, originalHeight: decoded.height, originalWidth: decoded.width, pixelsPerPoint: Math.max(width, height) / IMAGE_PAGE_LONG_SIDE_PT}
}
