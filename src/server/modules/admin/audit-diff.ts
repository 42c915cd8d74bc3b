type Snapshot = Record<string, unknown> | null;

/** Stamps that change with every write: listing them would hide the fields an admin changed. */
const IGNORED = new Set(['created_at', 'updated_at', 'version']);

/** A snapshot's fields as one level: nested French texts become fr.question, fr.option_a, ... */
function flatten(snapshot: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(snapshot)) {
    if (!prefix && IGNORED.has(key)) continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, v] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) fields.set(inner, v);
    } else {
      fields.set(`${prefix}${key}`, value ?? null);
    }
  }
  return fields;
}

/**
 * The names of the fields that differ between two snapshots of an entity, in the record's
 * order. A create, delete or restore (one side missing) changes the whole entity: none listed.
 */
export function changedFields(before: Snapshot, after: Snapshot): string[] {
  if (!before || !after) return [];
  const old = flatten(before);
  const now = flatten(after);
  const names = [...new Set([...now.keys(), ...old.keys()])];
  const changed = names.filter((name) => JSON.stringify(old.get(name) ?? null) !== JSON.stringify(now.get(name) ?? null));
  // A French version added or removed: its fields are listed, not "fr" itself as well.
  return changed.filter((name) => !changed.some((other) => other.startsWith(`${name}.`)));
}
