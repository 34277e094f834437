/**
 * Whether a PDF carries a signature dictionary (`/Type /Sig` with a `/ByteRange`), as signed PDFs
 * do. Presence only: the cryptographic signature is not verified. The engine sees only text, so
 * whoever loads the documents sets `EngineDocument.pdf_signed` from the stored file with this.
 */
export function pdfHasSignature(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  return /\/Type\s*\/Sig\b/.test(text) && /\/ByteRange\s*\[/.test(text)
}
