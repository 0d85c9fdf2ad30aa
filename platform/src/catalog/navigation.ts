import type { Row } from "../db/translations.js";
import type { CategoryNode } from "./category-repository.js";

/**
 * Shopware's NavigationRoute semantics:
 * - load categories below `rootId` down to `depth` levels (relative to the root);
 * - additionally load the children of every category on the path root -> active, so the
 *   active branch is expanded even beyond `depth`;
 * - only active + visible categories;
 * - buildTree=true: return the root's direct children with nested `children` arrays;
 *   buildTree=false: return the flat list (children stay null).
 */
export function buildNavigation(
  categories: Map<string, CategoryNode>,
  activeId: string,
  rootId: string,
  depth: number,
  buildTree: boolean,
): Row[] {
  const root = categories.get(rootId);
  if (!root) return [];
  const childrenOf = new Map<string, CategoryNode[]>();
  for (const node of categories.values()) {
    if (!node.row.parent_id || !node.row.active || !node.row.visible) continue;
    const list = childrenOf.get(node.row.parent_id as string) ?? [];
    list.push(node);
    childrenOf.set(node.row.parent_id as string, list);
  }
  for (const list of childrenOf.values()) list.sort((a, b) => (a.row.position as number) - (b.row.position as number));

  const included = new Set<string>();
  const addLevels = (parentId: string, remaining: number) => {
    if (remaining <= 0) return;
    for (const child of childrenOf.get(parentId) ?? []) {
      included.add(child.row.id as string);
      addLevels(child.row.id as string, remaining - 1);
    }
  };
  addLevels(rootId, depth);

  // Expand the active branch (only if the active category lives under this root).
  const active = categories.get(activeId);
  if (active) {
    const ancestors = String(active.row.path ?? "").split("|").filter(Boolean);
    if (activeId === rootId || ancestors.includes(rootId)) {
      const branch = [...ancestors.slice(ancestors.indexOf(rootId) + 1), activeId].filter((id) => id !== rootId);
      for (const id of [rootId, ...branch]) {
        for (const child of childrenOf.get(id) ?? []) included.add(child.row.id as string);
      }
    }
  }

  const clone = (node: CategoryNode): Row => ({ ...node.entity });
  if (!buildTree) {
    return [...included]
      .map((id) => categories.get(id)!)
      .sort((a, b) => (a.row.level as number) - (b.row.level as number) || (a.row.position as number) - (b.row.position as number))
      .map(clone);
  }
  const toTree = (node: CategoryNode): Row => {
    const e = clone(node);
    e.children = (childrenOf.get(node.row.id as string) ?? []).filter((c) => included.has(c.row.id as string)).map(toTree);
    return e;
  };
  return (childrenOf.get(rootId) ?? []).filter((c) => included.has(c.row.id as string)).map(toTree);
}
