import { SEEDED_AT } from "../ids.js";
import type { Db } from "../db/connection.js";
import { loadTranslations, translator, type Row } from "../db/translations.js";
import { VersionedCache } from "../db/data-version.js";

const collator = new Intl.Collator("de", { numeric: true });

export interface PropertyData {
  groups: Map<string, Row>;
  options: Map<string, Row>;
}

/**
 * Property groups and options rendered as Shopware PropertyGroup / PropertyGroupOption entities
 * (cached per language chain until a catalogue write other than a stock write, db/data-version.ts).
 */
export class PropertyRepository {
  private readonly cache: VersionedCache<PropertyData>;

  constructor(private readonly db: Db) {
    this.cache = new VersionedCache(db, { rendersStock: false });
  }

  all(chain: string[]): PropertyData {
    return this.cache.get(chain.join(","), () => this.render(chain));
  }

  /** Groups holding the given option ids, each with only those options (listing facets, configurator, sortedProperties). */
  groupsWithOptions(chain: string[], optionIds: Iterable<string>, extra: (option: Row) => Row = (o) => o): Row[] {
    const { groups, options } = this.all(chain);
    const byGroup = new Map<string, Row[]>();
    for (const id of new Set(optionIds)) {
      const o = options.get(id);
      if (!o) continue;
      const list = byGroup.get(o.groupId as string) ?? [];
      list.push(extra({ ...o }));
      byGroup.set(o.groupId as string, list);
    }
    return [...byGroup.entries()]
      .map(([gid, opts]): Row => ({
        ...groups.get(gid)!,
        options: opts.sort((a, b) => (a.position as number) - (b.position as number) || collator.compare(String(a.name), String(b.name))),
      }))
      .sort((a, b) => (a.position as number) - (b.position as number));
  }

  private render(chain: string[]): PropertyData {
    const groupRows = this.db.prepare("SELECT * FROM property_group ORDER BY position").all() as Row[];
    const groupTr = loadTranslations(this.db, "property_group_translation", "property_group_id");
    const optionRows = this.db.prepare("SELECT * FROM property_group_option ORDER BY position").all() as Row[];
    const optionTr = loadTranslations(this.db, "property_group_option_translation", "property_group_option_id");
    const groups = new Map<string, Row>();
    for (const g of groupRows) {
      const t = translator(groupTr.get(g.id as string), chain);
      groups.set(g.id as string, {
        id: g.id,
        name: t.own("name"),
        description: t.own("description"),
        displayType: g.display_type,
        sortingType: g.sorting_type,
        filterable: !!g.filterable,
        visibleOnProductDetailPage: !!g.visible_on_product_detail_page,
        position: g.position,
        customFields: null,
        createdAt: SEEDED_AT,
        updatedAt: null,
        translated: { name: t.tr("name"), description: t.tr("description"), position: g.position, customFields: [] },
        options: null,
        apiAlias: "property_group",
      });
    }
    const options = new Map<string, Row>();
    for (const o of optionRows) {
      const t = translator(optionTr.get(o.id as string), chain);
      const group = groups.get(o.property_group_id as string);
      options.set(o.id as string, {
        id: o.id,
        groupId: o.property_group_id,
        name: t.own("name"),
        position: o.position,
        colorHexCode: o.color_hex_code ?? null,
        mediaId: o.media_id ?? null,
        combinable: null,
        customFields: null,
        createdAt: SEEDED_AT,
        updatedAt: null,
        translated: { name: t.tr("name"), position: o.position, customFields: [] },
        media: null,
        group: group ? { ...group, options: null } : null,
        option: null,
        apiAlias: "property_group_option",
      });
    }
    return { groups, options };
  }
}
