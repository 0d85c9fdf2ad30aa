import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  future: {
    // Root middleware decides the locale redirect before any loader runs.
    v8_middleware: true,
  },
} satisfies Config;
