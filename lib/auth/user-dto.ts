import "server-only";
import type { Role } from "@/lib/generated/prisma/enums";

/** The user as the API shows it (docs/api.md, Shapes): nothing else about the account leaves the server. */
export type UserDto = { id: string; email: string; name: string; role: Role; createdAt: string };

export const userDtoSelect = { id: true, email: true, name: true, role: true, createdAt: true } as const;

export function toUserDto(user: { id: string; email: string; name: string; role: Role; createdAt: Date }): UserDto {
  return { id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.createdAt.toISOString() };
}
