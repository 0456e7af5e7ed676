"""Load a sample's typed ``facts.yaml`` (schema ``schemas/facts.schema.json``, format in ``docs/facts.md``).

A required fact is a typed claim: a subject (an entity of the sample, with aliases), a typed value (date, period,
money, count, status, scope, modality, condition) and the material paragraphs it comes from. A fact with several
parts (two warehouses' go-live months) lists ``parts``. No regexes: the same extractor reads the material and the
answer. Cross-references (subjects, events and scope entities that are not declared) are an InputError (exit 2).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from harness.errors import InputError
from harness.grade import rx as re
from harness.grade.values import parse_iso
from harness.inputs.sample import read_yaml

VALUE_TYPES = ("date", "period", "money", "count", "status", "scope", "modality", "condition")


@dataclass(frozen=True)
class Part:
    """One typed claim: ``subject`` (entity id), ``value`` (a dict with ``type``), ``cues`` (extra words)."""

    subject: str
    value: dict
    cues: tuple[str, ...] = ()

    @property
    def type(self) -> str:
        return self.value["type"]

    def date(self, key: str) -> tuple | None:
        return parse_iso(self.value[key]) if self.value.get(key) else None

    def events(self) -> tuple[str, ...]:
        v = self.value
        return tuple(e for e in (v.get("event"), v.get("requires"), *v.get("never", ())) if e)


@dataclass(frozen=True)
class Fact:
    id: str
    statement: str
    sources: tuple[str, ...]
    parts: tuple[Part, ...]

    @property
    def kind(self) -> str:
        return self.parts[0].type


@dataclass(frozen=True)
class FactSet:
    version: str
    sample_id: str
    currency: str | None
    entities: dict[str, tuple[str, ...]]
    events: dict[str, tuple[str, ...]]
    facts: tuple[Fact, ...]
    path: Path = field(compare=False, default=Path("."))
    # language -> {"entities", "events", "cues", "units"}: the aliases for an answer written in that language
    translations: dict[str, dict] = field(compare=False, default_factory=dict)
    # the material's own aliases, kept by ``in_language`` (the statement and the material are in its language)
    native_entities: dict[str, tuple[str, ...]] = field(compare=False, default_factory=dict)

    @cached_property
    def event_words(self) -> dict[str, set[str]]:
        """Each event's declared words, lowercased (read once per fact set, not once per clause)."""
        return {eid: {w.lower() for w in words} for eid, words in self.events.items()}

    def in_language(self, lang: str) -> FactSet:
        """This fact set with ``lang``'s aliases (``translations``): an entity, event, fact's cues or count unit
        that the translation leaves out keeps its own words. Raises KeyError for a language with none."""
        t = self.translations[lang]
        cues, units = t.get("cues", {}), t.get("units", {})

        def part(fid: str, p: Part) -> Part:
            value = {**p.value, "unit": units[fid]} if fid in units and p.type == "count" else p.value
            return Part(p.subject, value, tuple(cues[fid]) if fid in cues else p.cues)

        return replace(
            self,
            entities={**self.entities, **t.get("entities", {})},
            events={**self.events, **t.get("events", {})},
            facts=tuple(replace(f, parts=tuple(part(f.id, p) for p in f.parts)) for f in self.facts),
            translations={},
            native_entities=self.native_entities or self.entities,
        )

    def entity_ids(self, part: Part) -> set[str]:
        v = part.value
        return {part.subject, *v.get("include", ()), *v.get("exclude", ()), *([v["by"]] if v.get("by") else [])}


def _check_part(part: Part, entities: dict, events: dict, where: str, problems: list[str]) -> None:
    v = part.value
    if part.subject not in entities:
        problems.append(f"{where}: subject {part.subject!r} is not one of the declared entities")
    for key in ("include", "exclude"):
        problems += [f"{where}: {key} entity {e!r} is not declared" for e in v.get(key, ()) if e not in entities]
    if v.get("by") and v["by"] not in entities:
        problems.append(f"{where}: by {v['by']!r} is not a declared entity")
    for e in part.events():
        if e not in events:
            problems.append(f"{where}: event {e!r} is not one of the declared events")
    if v["type"] == "scope" and not v.get("include"):
        problems.append(f"{where}: a scope needs `include`")
    for key in ("date", "start", "end", "as_of"):
        if key in v:
            try:
                parse_iso(v[key])
            except ValueError:
                problems.append(f"{where}: {key} {v[key]!r} is not YYYY, YYYY-MM or YYYY-MM-DD")


# two-character words too common to stand for a system's name on their own
_GENERIC_SHORT = {
    "信息",
    "管理",
    "服务",
    "控制",
    "办公",
    "应用",
    "数据",
    "网络",
    "业务",
    "工作",
    "安全",
    "监控",
    "操作",
}


def _with_short_forms(entities: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """A Chinese name ending in 系统 is also written without it ("配套储能系统" as "储能"): the short form is added
    where no entity declares it already."""
    declared = {a for aliases in entities.values() for a in aliases}
    out = {}
    for eid, aliases in entities.items():
        short = [
            a[:-2]
            for a in aliases
            if a.endswith("系统")
            and len(a) >= 4
            and re.fullmatch(r"[\u4e00-\u9fff]+", a[:-2])
            and a[:-2] not in declared
            # (not a word any text uses of anything: "信息系统" is no "主要信息如下")
            and a[:-2] not in _GENERIC_SHORT
        ]
        out[eid] = aliases + tuple(dict.fromkeys(short))
    return out


# Words of one meaning, in any material: a sample that declares one of them among a fact's cues is taken to declare
# the others ("cut-off" for a fact whose cues hold "deadline"). (Not for events: "not the bid deadline" would name the
# act of bidding.)
_SYNONYMS = (
    ("deadline", "closing date", "cut-off", "cutoff", "cut-off date"),
    ("截止日期", "截止时间", "最后期限"),
)


def _with_synonyms(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words`` and the other members of each synonym group one of them belongs to."""
    low = {w.lower() for w in words}
    more = [w for group in _SYNONYMS if low & set(group) for w in group if w not in low]
    return words + tuple(dict.fromkeys(more))


def load_facts(sample_dir: str | Path) -> FactSet:
    """Read and validate ``<sample_dir>/facts.yaml``. Raises InputError listing every problem."""
    path = Path(sample_dir).resolve() / "facts.yaml"
    data = read_yaml(path, "facts.schema.json")
    entities = _with_short_forms({k: tuple(str(a) for a in v) for k, v in data["entities"].items()})
    events = {k: tuple(str(a) for a in v) for k, v in data.get("events", {}).items()}
    problems: list[str] = []
    facts = []
    for i, f in enumerate(data["facts"]):
        raw_parts = f.get("parts") or [
            {"subject": f.get("subject"), "value": f.get("value"), "cues": f.get("cues", [])}
        ]
        parts = tuple(
            Part(p["subject"], dict(p["value"]), _with_synonyms(tuple(p.get("cues") or ()))) for p in raw_parts
        )
        for j, part in enumerate(parts):
            _check_part(
                part, entities, events, f"{path}  /facts/{i}" + (f"/parts/{j}" if "parts" in f else ""), problems
            )
        facts.append(Fact(f["id"], f["statement"], tuple(f["sources"]), parts))
    ids = [f.id for f in facts]
    if len(set(ids)) != len(ids):
        problems.append(f"{path}: fact ids used twice")
    translations: dict[str, dict] = {}
    for lang, t in data.get("translations", {}).items():
        where = f"{path}  /translations/{lang}"
        for key, declared in (("entities", entities), ("events", events)):
            problems += [f"{where}/{key}: {k!r} is not declared above" for k in t.get(key, {}) if k not in declared]
        for key in ("cues", "units"):
            problems += [f"{where}/{key}: {k!r} is not a fact id" for k in t.get(key, {}) if k not in ids]
        problems += [
            f"{where}/units: {k!r} is not a count"
            for k in t.get("units", {})
            if k in ids and all(p.type != "count" for p in facts[ids.index(k)].parts)
        ]
        translations[lang] = {
            key: {
                k: _with_synonyms(tuple(str(a) for a in v)) if key == "cues" else tuple(str(a) for a in v)
                for k, v in t.get(key, {}).items()
            }
            for key in ("entities", "events", "cues", "units")
        }
    if problems:
        raise InputError("\n".join(problems))
    return FactSet(
        data["version"], data["sample_id"], data.get("currency"), entities, events, tuple(facts), path, translations
    )
