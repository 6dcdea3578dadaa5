import { defineConfig } from "prisma/config";

// `prisma generate` needs no database; the URL only matters for CLI commands that connect,
// and this project applies migrations through scripts/db (see README).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/atelier" },
});
