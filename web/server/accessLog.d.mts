export function accessLogEnabled(level?: string): boolean;
