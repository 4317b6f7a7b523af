import "server-only";
import { db } from "./client";

export function listCampusLocations() {
  return db.campusLocation.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } });
}

export function getCampusLocation(id: number) {
  return db.campusLocation.findUnique({ where: { id }, select: { id: true, name: true } });
}

/** Matches free text (profile completion) to a known campus, ignoring case. */
export function findCampusLocationByName(name: string) {
  return db.campusLocation.findFirst({ where: { name: { equals: name.trim(), mode: "insensitive" } }, select: { id: true, name: true } });
}
