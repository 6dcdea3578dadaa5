import "server-only";
import { db } from "@/lib/db";

/** Where mail for the shop's admins goes: every ADMIN account's email, oldest account first. */
export async function adminEmails(): Promise<string[]> {
  const admins = await db.user.findMany({
    where: { role: "ADMIN" },
    select: { email: true },
    orderBy: { createdAt: "asc" },
  });
  return admins.map((admin) => admin.email);
}
