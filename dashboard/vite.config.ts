// The dashboard's Vite configuration. `npm start` and the test run build it with
// dashboard/build.mjs (when its sources changed); for live editing run the service
// (`npm start`) and then `npx vite dashboard`, which proxies /graphql to it.
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  base: "/dashboard/",
  // Vite's own transformer (Oxc) compiles TSX with React's automatic runtime: no plugin needed.
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // Every asset is a file of its own from our origin (the CSP allows nothing inline).
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: {
    proxy: { "/graphql": { target: process.env.DASHBOARD_API ?? "http://127.0.0.1:4000", changeOrigin: false } },
  },
});
