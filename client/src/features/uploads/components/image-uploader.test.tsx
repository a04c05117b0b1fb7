// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ImageUploader } from "./image-uploader";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array([...PNG_HEAD, 0, 0, 0, 0])], name, { type: "image/png" });

async function choose(files: File[], label = "Välj bilder från enheten") {
  const input = await screen.findByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled());
  fireEvent.change(input, { target: { files } });
}

describe("ImageUploader", () => {
  it("offers the device's files (images only, several at once) and the camera", async () => {
    mockApi();
    renderWithProviders(<ImageUploader kind="images" onUploaded={() => {}} />);
    const device = await screen.findByLabelText("Välj bilder från enheten");
    expect(device).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/gif");
    expect(device).toHaveAttribute("multiple");
    const camera = screen.getByLabelText("Ta foto med kameran");
    expect(camera).toHaveAttribute("capture", "environment");
    expect(camera).toHaveAttribute("accept", "image/*");
  });

  it("has no accessibility violations", async () => {
    mockApi();
    renderWithProviders(<ImageUploader kind="receipts" onUploaded={() => {}} />);
    expect(await screen.findByLabelText("Välj kvitton från enheten")).toBeInTheDocument();
    await expectNoAxeViolations("the receipt uploader");
  });

  it("refuses six files in one go and uploads none", async () => {
    const { calls } = mockApi();
    const onUploaded = vi.fn();
    renderWithProviders(<ImageUploader kind="images" onUploaded={onUploaded} />);
    await choose([1, 2, 3, 4, 5, 6].map((i) => png(`bild-${i}.png`)));
    expect(await screen.findByText("Uppladdning misslyckades")).toBeInTheDocument();
    expect(screen.getByText("Du kan ladda upp högst 5 filer åt gången")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("refuses a receipt over 10 MB", async () => {
    const { calls } = mockApi();
    renderWithProviders(<ImageUploader kind="receipts" onUploaded={() => {}} />);
    const big = png("kvitto.png");
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    await choose([big], "Välj kvitton från enheten");
    expect(await screen.findByText("kvitto.png är för stor. Maxstorlek är 10 MB.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("refuses a file whose bytes are no image, whatever its name and type claim", async () => {
    const { calls } = mockApi();
    renderWithProviders(<ImageUploader kind="images" onUploaded={() => {}} />);
    await choose([new File(["<html><script>alert(1)</script></html>"], "bild.png", { type: "image/png" })]);
    expect(await screen.findByText("Endast bilder (JPEG, PNG, WebP, GIF) kan laddas upp")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  describe("without coverage", () => {
    afterEach(() => vi.restoreAllMocks());

    it("keeps the picked photos unuploaded for the queue", async () => {
      const { calls } = mockApi();
      const onKept = vi.fn();
      const onUploaded = vi.fn();
      renderWithProviders(<ImageUploader kind="images" onUploaded={onUploaded} onKept={onKept} />);
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      const photo = png("grop.png");
      await choose([photo]);
      await waitFor(() => expect(onKept).toHaveBeenCalledWith([photo]));
      expect(onUploaded).not.toHaveBeenCalled();
      expect(calls).toHaveLength(0);
    });

    it("refuses a photo over the limit with the online message, and keeps nothing", async () => {
      mockApi();
      const onKept = vi.fn();
      renderWithProviders(<ImageUploader kind="images" onUploaded={() => {}} onKept={onKept} />);
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      const big = png("stor.png");
      Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
      await choose([big]);
      expect(await screen.findByText("stor.png är för stor. Maxstorlek är 10 MB.")).toBeInTheDocument();
      expect(onKept).not.toHaveBeenCalled();
    });
  });

  it("disables its buttons when told to", async () => {
    mockApi();
    renderWithProviders(<ImageUploader kind="images" disabled onUploaded={() => {}} />);
    expect(await screen.findByRole("button", { name: "Välj bilder" })).toBeDisabled();
  });

  describe("camera first, for an utlägg's receipt", () => {
    afterEach(() => vi.restoreAllMocks());

    it("shows its camera button first on any screen and opens the camera once, as soon as it can", async () => {
      mockApi();
      const click = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => undefined);
      renderWithProviders(<ImageUploader kind="receipts" cameraLabel="Ta bild av kvittot" openCameraOnMount onUploaded={() => {}} />);
      const camera = screen.getByLabelText("Ta foto med kameran");
      expect(camera).toHaveAttribute("capture", "environment");
      expect(camera).toHaveAttribute("accept", "image/*");
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(click.mock.contexts[0]).toBe(camera);
      const [first] = screen.getAllByRole("button");
      expect(first).toHaveTextContent("Ta bild av kvittot");
      // The fallback: the button opens it again, where the browser wanted a tap of its own.
      await userEvent.setup().click(first);
      expect(click).toHaveBeenCalledTimes(2);
      expect(click.mock.contexts[1]).toBe(camera);
    });

    it("opens nothing by itself unless asked", async () => {
      mockApi();
      const click = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => undefined);
      renderWithProviders(<ImageUploader kind="receipts" cameraLabel="Ta bild av kvittot" onUploaded={() => {}} />);
      await waitFor(() => expect(screen.getByRole("button", { name: "Ta bild av kvittot" })).toBeEnabled());
      expect(click).not.toHaveBeenCalled();
    });
  });
});
