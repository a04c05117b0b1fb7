import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import type { Express } from "express";

/** Development: Vite in middleware mode on the app's own port, hot reload over the same server. */
export async function attachViteDevServer(app: Express, httpServer: Server): Promise<() => Promise<void>> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  app.use(vite.middlewares);
  const template = path.resolve("client/index.html");
  app.get(/^(?!\/api\/|\/objects\/).*/, async (req, res, next) => {
    try {
      const html = await vite.transformIndexHtml(req.originalUrl, await fs.promises.readFile(template, "utf8"));
      res.status(200).set({ "Content-Type": "text/html", "Cache-Control": "no-cache" }).end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      next(error);
    }
  });
  return () => vite.close();
}
