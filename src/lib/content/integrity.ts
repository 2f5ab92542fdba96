/**
 * Cross-references Astro cannot check for us (it only warns about a dangling `reference()`):
 * tool categories, tool ids in areas, area ids in methodologies, case-study ids in areas,
 * unique ids and slugs. Pure: give it the parsed catalogue, get problems back.
 */
export interface IntegrityInput {
  projects: { id: string; file: string; data: { id: number } }[];
  ideas: { id: string; file: string; data: { id: number } }[];
  tools: { id: string; file: string; data: { category: string } }[];
  toolCategories: { id: string }[];
  areas: { id: string; file: string; data: { relatedTools: string[]; caseStudies?: string[] | undefined } }[];
  areaCaseStudies: { id: string }[];
  methodologies: { id: string; file: string; data: { relatedExpertise: string[] } }[];
}

export interface IntegrityReport {
  /** Broken content: fails the tests. */
  errors: string[];
  /** Known, tolerated gaps (the entry is hidden from display): reported only. */
  warnings: string[];
}

function duplicates<T>(values: T[]): T[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

export function checkIntegrity(c: IntegrityInput): IntegrityReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const toolIds = new Set(c.tools.map((t) => t.id));
  const categoryIds = new Set(c.toolCategories.map((t) => t.id));
  const areaIds = new Set(c.areas.map((a) => a.id));
  const caseStudyIds = new Set(c.areaCaseStudies.map((s) => s.id));

  for (const dup of duplicates(c.projects.map((p) => p.data.id))) errors.push(`projects: id ${dup} is used twice`);
  for (const dup of duplicates(c.ideas.map((p) => p.data.id))) errors.push(`ideas: id ${dup} is used twice`);
  for (const dup of duplicates(c.toolCategories.map((t) => t.id)))
    errors.push(`tool-categories.json: id "${dup}" is used twice`);

  for (const tool of c.tools) {
    if (!categoryIds.has(tool.data.category))
      errors.push(`${tool.file}: category "${tool.data.category}" is not in tool-categories.json`);
  }
  for (const area of c.areas) {
    for (const toolId of area.data.relatedTools) {
      if (!toolIds.has(toolId))
        warnings.push(`${area.file}: relatedTools "${toolId}" is not in content/tools/ (hidden on the site)`);
    }
    for (const studyId of area.data.caseStudies ?? []) {
      if (!caseStudyIds.has(studyId))
        errors.push(`${area.file}: caseStudies "${studyId}" is not in content/area-case-studies/`);
    }
  }
  for (const method of c.methodologies) {
    for (const areaId of method.data.relatedExpertise) {
      if (!areaIds.has(areaId))
        errors.push(`${method.file}: relatedExpertise "${areaId}" is not in content/areas/`);
    }
  }
  return { errors, warnings };
}
