/**
 * Reads QR codes from the camera: the browser's BarcodeDetector where it has one, otherwise
 * zxing-wasm's reader, loaded only here (a dynamic import) with its .wasm served by the portal.
 */
export interface Scanner {
  stop(): void;
}

type Detect = (source: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

async function detector(): Promise<Detect> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (Native) {
    const native = new Native({ formats: ['qr_code'] });
    return async (video) => (await native.detect(video))[0]?.rawValue ?? null;
  }
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return async (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    const results = await readBarcodes(context.getImageData(0, 0, width, height), {
      formats: ['QRCode'],
      maxNumberOfSymbols: 1,
    });
    return results[0]?.text ?? null;
  };
}

/** Starts the back camera on `video` and calls `onCode` for each QR read; throws when no camera can be used. */
export async function startScanner(video: HTMLVideoElement, onCode: (text: string) => void): Promise<Scanner> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    await video.play();
    const detect = await detector();
    const canvas = document.createElement('canvas');
    const tick = async () => {
      if (stopped) return;
      try {
        const text = await detect(video, canvas);
        if (text && !stopped) onCode(text);
      } catch {
        // a frame that could not be read: try the next one
      }
      if (!stopped) window.setTimeout(() => void tick(), 250);
    };
    void tick();
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
