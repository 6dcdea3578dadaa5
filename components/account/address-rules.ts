// The address forms' check under the API's own schema, fetched when a form is first touched (lazy-form-rules.ts).
import { lazyFormRules } from "@/components/ui/lazy-form-rules";

export const addressRules = lazyFormRules(() => import("@/lib/addresses/form-check"));
