/**
 * An image made ready for reading (tesseract.ts), before it waits its turn: turned upright by
 * its EXIF orientation, scaled down to what OCR needs, and converted to 8-bit RGB on white
 * (a CMYK or greyscale JPEG, a PNG with alpha or 16 bits). A phone photo's 4000 pixels make
 * tesseract slower and read worse than 2000 (the characters are larger than its models were
 * trained on); CMYK is a colour space tesseract's image library may decode inverted or not at
 * all. A BMP, which sharp does not read, goes as it is (tesseract reads BMP itself).
 */
import { withSharp } from '../files/images';
import type { PixelSize } from '../files/sniff';

/** The longest side OCR needs: a card photographed to fill it has 40–60 px characters. */
export const OCR_MAX_SIDE = 2000;

/** The size an image is read at: scaled down to OCR_MAX_SIDE on its longer side, never up. */
export const ocrSize = ({ width, height }: PixelSize): PixelSize => {
    const scale = Math.min(1, OCR_MAX_SIDE / Math.max(width, height));
    return {
        width: Math.max(1, Math.round(width * scale)),
        height: Math.max(1, Math.round(height * scale)),
    };
};

/** The image as tesseract reads it (a PNG), or the bytes as they came when sharp cannot. */
export const prepareForOcr = (image: Buffer): Promise<Buffer> =>
    withSharp(async sharp => {
        const source = sharp(image, { failOn: 'none' });
        const { width, height, format, orientation } = await source.metadata();
        if (!width || !height || (format !== 'jpeg' && format !== 'png')) return image;
        // EXIF orientations 5–8 swap the sides
        const upright =
            orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
        const size = ocrSize(upright);
        return source
            .rotate()
            .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
            .flatten({ background: '#ffffff' })
            .toColourspace('srgb')
            .png({ compressionLevel: 1 })
            .toBuffer();
    }).catch(() => image);
