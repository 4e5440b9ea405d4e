"""The rule path: a clause → ``Candidate`` (entity, key, facts, type), answers to the assistant's
question (``question_before``), the people named in a turn, and what counts as informative."""

from __future__ import annotations

import re
from collections.abc import Iterable

from apps.core.text import detect_language, has_cjk, keywords
from apps.memory.models import MemoryType
from apps.memory.pipeline import slots
from apps.memory.pipeline.compress.clauses import _INTERJECTION, _NEGATION, _TASK, _split_clauses, _trim
from apps.memory.pipeline.compress.informative import compact, informative, liking_of_nothing
from apps.memory.pipeline.compress.keys import _names, _old_slot
from apps.memory.pipeline.compress.merge import _merge_adjacent, _relation_words
from apps.memory.pipeline.compress.people import MY_ZH, People, find_people, resolve_pronouns
from apps.memory.pipeline.compress.plans import changed_job_together, is_planned
from apps.memory.pipeline.compress.renames import _renamed, _respelled
from apps.memory.pipeline.compress.units import USER, Candidate, Turn
from apps.memory.pipeline.figures import (
    LABELS,
    PROJECT,
    REDACTED,
    fact_labels,
    figure_facts,
    put_fact,
)
from apps.memory.pipeline.lexicon import DECIDED, INSTRUCTION_LEAD, PROHIBITION, put_right
from apps.memory.pipeline.slots.patterns import _REL_CANON_EN, _REL_EN
from apps.memory.pipeline.timex import resolve_times
from apps.memory.pipeline.trigger import (
    Verdict,
    corrected,
    judge_sentence,
    strip_filler,
    written_out,
)

_THEIR_RELATION_EN = re.compile(rf"^(?:[Hh]is|[Hh]er|[Tt]heir) (?:{_REL_EN})\b(?!')")


def _entity_for(sentence: str, people: People) -> tuple[str, str | None]:
    """Who a sentence is about: a named relation when the sentence opens with them, else the speaker."""
    # (after a lead-in that says nothing: "另外我爸退休前是…", "Also my sister …")
    stripped = strip_filler(_INTERJECTION.sub("", sentence).strip()).strip()
    for name, relation in people.relations.items():
        if re.match(
            rf"^(?:(?:[Mm]y|[Oo]ur) (?:[\w-]+ ){{0,2}}?(?:{relation}(?:,? (?:named |called |is |name is )?|'s name is |'s ))?)?{re.escape(name)}\b",
            stripped,
        ) or re.match(rf"^(?:坐|住)?{MY_ZH}(?:好)?{relation}(?:叫|名叫)?{re.escape(name)}", stripped):
            return name, relation
        if stripped.startswith(name) or re.match(
            rf"^(?:[Hh]is|[Hh]er|[Tt]heir) (?:\w+ )?\w+,? (?:named |called )?{re.escape(name)}\b", stripped
        ):
            return name, relation  # (also "his little sister Lucia …", whom the message named so)
    if people.last_named and re.match(r"^(?:[Ss]he|[Hh]e)\b|^[他她](?!们)", stripped):
        return people.last_named, people.relations.get(people.last_named)
    theirs = _THEIR_RELATION_EN.match(stripped)
    if theirs:
        # "(my sister is a nurse and) her husband is a cop": someone else's relation, never the user
        return theirs.group(0).lower(), None
    about, _, _ = slots.subject_after_scene(stripped)
    said = slots.detect(stripped) if about is not None else None
    if said is not None and said.about is None and said.slot in ("rent", "salary"):
        return people.speaker, None  # "my landlord raised the rent to £1,450": the user's rent
    if about is not None:
        # "my wife is a teacher" / "我老婆是老师": a unit about her, named by the relation (one
        # English word for either language, so that both sentences meet)
        return about, about
    return people.speaker, None


def _within(figure: str, values: Iterable[str]) -> bool:
    # (the substring test first: the pattern is compiled anew for each figure)
    return any(figure in value and re.search(rf"(?<![\d.]){re.escape(figure)}(?![\d.])", value) for value in values)


def _keyword_key(prefix: str, text: str) -> str:
    ignore = {
        "记住",
        "记得",
        "remember",
        "以后",
        "不要",
        "don't",
        "do",
        "not",
        "please",
        "用户",
        "user",
        "never",
        "always",
        "别",
    }
    terms = [t for t in keywords(text) if t not in ignore and not t.isdigit()]
    unique = sorted(set(terms))
    return f"{prefix}:{' '.join(unique)}"[:200] if unique else ""


def _answer_candidate(turn: Turn, verdict: Verdict, people: People) -> Candidate | None:
    """An answer to the other party's question, kept with the question for context:
    "Maria: Three times a week. (asked: How often do Maria see them?)"."""
    body = " ".join(compact(s) for s in verdict.kept_sentences if not REDACTED.search(s)).strip()
    if not body:
        return None
    candidate = _candidate_from(body, kind="answer", turn=turn, people=people)
    if candidate is None:
        return None
    zh = has_cjk(candidate.summary)
    label = people.label(zh)
    if label.lower() not in candidate.summary.lower():
        candidate.summary = (
            f"{label}：{candidate.summary}" if zh else f"{label[:1].upper()}{label[1:]}: {candidate.summary}"
        )
    if turn.question:
        # "你们的预算大概是多少？" → "8万左右": the question names the fact the figure fills
        fact_name = next((name for name, pattern in LABELS if pattern.search(turn.question)), None)
        generic = next(
            (k for k in candidate.facts if re.sub(r"_\d+$", "", k) in ("amount", "number", "quantity", "percent")), None
        )
        if fact_name and generic and fact_name not in candidate.facts:
            candidate.facts = {(fact_name if k == generic else k): v for k, v in candidate.facts.items()}
        asker = People(speaker=turn.asker or "assistant", addressee=people.speaker if people.speaker != USER else None)
        question = resolve_pronouns(compact(turn.question), asker)[:120]
        candidate.summary = _trim(
            f"{candidate.summary}（问：{question}）" if zh else f"{candidate.summary} (asked: {question})"
        )
    candidate.importance = 2
    return candidate


def rule_candidates(turn: Turn, verdict: Verdict, people: People) -> list[Candidate]:
    """The rule path for one triggered message."""
    # (a name taken back in the same breath is no one: "Tom, sorry, Tim"; "my kuya Paolo" is read as the
    # trigger reads it: "my big brother Paolo")
    find_people(written_out(corrected(turn.text)), people)
    if verdict.kind == "answer":
        answer = _answer_candidate(turn, verdict, people)
        return [answer] if answer is not None else []
    candidates: list[Candidate] = []
    kept = set(verdict.kept_sentences)
    for sentence_verdict in verdict.sentences:
        sentence = sentence_verdict.text
        if REDACTED.search(sentence):
            continue  # a secret was here: nothing from this sentence is kept
        # the trigger decided that the message is worth keeping; which of its statements survive
        # is not its call: every informative sentence becomes units
        if sentence not in kept and not informative(sentence, sentence_verdict.kind):
            continue
        if sentence_verdict.kind == "answer":
            # the answer a reply gives before it says more, with the question it answers
            answer = _answer_candidate(
                turn, Verdict(kind="answer", score=sentence_verdict.score, sentences=[sentence_verdict]), people
            )
            candidates += [answer] if answer is not None else []
            continue
        kind = sentence_verdict.kind or "disclosure"
        renamed = _renamed(sentence)
        if renamed is not None:
            relation_words, name = renamed
            said = f"我{relation_words}叫{name}" if has_cjk(sentence) else f"My {relation_words}'s name is {name}"
            for other in [n for n, r in people.relations.items() if r == relation_words and n != name]:
                del people.relations[other]  # the name said to be wrong is nobody's
            find_people(said, people)
            candidate = _candidate_from(said, kind="change", turn=turn, people=people)
            if candidate is not None:
                candidate.entity, candidate.key, candidate.renames, candidate.change = name, "name", True, True
                candidate.facts = {**candidate.facts, "name": name}
                candidates.append(candidate)
            continue
        spelled = None if has_cjk(sentence) else _respelled(sentence)
        if spelled is not None:
            said = _INTERJECTION.sub("", strip_filler(sentence)).strip() or sentence
            summary = _trim(resolve_pronouns(compact(said), people))
            candidates.append(
                Candidate(
                    entity=spelled,
                    type=MemoryType.FACT,
                    key="name",
                    summary=summary[:1].upper() + summary[1:],
                    facts={"name": spelled},
                    importance=3,
                    language="en",
                    source_message_ids=[turn.id],
                    change=True,
                    at=turn.at,
                    kind="change",
                    source_text=said,
                    renames=True,
                )
            )
            continue
        body = strip_filler(INSTRUCTION_LEAD.sub("", sentence).strip() or sentence)
        if kind == "instruction" and body != sentence.strip() and INSTRUCTION_LEAD.match(sentence):
            # "帮我记一下：12月3号下午2点半要去皮肤科回诊", "Remember: I'm allergic to penicillin": what is to be
            # remembered is of the kind it says (an instruction only when it is one: "记住：以后用中文回答")
            kind = judge_sentence(body).kind or kind
        # "更正一下，…，上次打反了": the statement, which replaces what was said before about the same thing
        body, corrects = put_right(body)
        body = slots.with_owner(body) if corrects else body  # ("之前跟你说错了，儿子的英语课…": the user's son)
        body = _INTERJECTION.sub("", body).strip() or body
        clauses = _split_clauses(body)
        first = len(candidates)
        for clause in clauses:
            clause_kind = kind
            if len(clauses) > 1:
                # a clause of an instruction that speaks of the speaker ("…, I'm in recovery") is a statement
                of_self = re.match(r"(?:I|I'm|I've|I am|[Mm]y)\b|我", clause) is not None
                instructed = kind == "instruction" and not of_self
                clause_kind = judge_sentence(clause).kind or ("instruction" if instructed else "disclosure")
            candidate = _candidate_from(clause, kind=clause_kind, turn=turn, people=people)
            if candidate is not None and not liking_of_nothing(candidate.summary):
                candidates.append(candidate)
        for candidate in candidates[first:] if corrects else ():
            candidate.corrects = candidate.change = True
        changed_job_together(candidates[first:])
    return _merge_adjacent(candidates) + _named_people(turn, people, candidates)


def _named_people(turn: Turn, people: People, candidates: list[Candidate]) -> list[Candidate]:
    """A relation named in passing ("帮我给我老板Kevin写封邮件", "my sister Anna's flight …") is a
    fact worth keeping when nothing else kept says the name: who Kevin is."""
    zh = has_cjk(turn.text)
    kept = " ".join(c.summary for c in candidates)
    out = []
    for name, relation in people.relations.items():
        if name in kept or name not in turn.text:
            continue
        words = _relation_words(relation, turn.text)
        summary = f"{people.label(zh)}的{words}叫{name}" if zh else f"{people.label(zh)}'s {relation} is {name}"
        out.append(
            Candidate(
                entity=name,
                type=MemoryType.FACT,
                key="name",
                summary=summary[:1].upper() + summary[1:],
                facts={
                    "name": name,
                    "relation": f"{people.label(zh)}的{words}" if zh else f"{relation} of {people.label(zh)}",
                },
                importance=3,
                language="zh" if zh else "en",
                source_message_ids=[turn.id],
                at=turn.at,
                kind="disclosure",
                source_text=summary,
            )
        )
    return out


# an age said of someone named in the clause ("Mia who's 8", "Leo, 5,"), not of the speaker
_AGE_OF_SOMEONE_NAMED = re.compile(
    r"(?<!I'm )(?<!I am )(?<!name's )(?<!name is )(?<!\bis )\b(?!I\b)[A-Z][a-z]+(?:,| who's| who is| is| aged| turned| just turned| turns)\s+\0"
)
_IDENTITY_KEYS = frozenset(
    {
        "location",
        "name",
        "occupation",
        "employer",
        "age",
        "hometown",
        "work_city",
        "salary",
        "marital_status",
        "children",
    }
)
_HEALTH_SLOTS = frozenset({"allergy", "diet", "health"})


def _candidate_from(clause: str, *, kind: str, turn: Turn, people: People) -> Candidate | None:
    clause = compact(clause)
    zh = has_cjk(clause)
    hit = slots.detect(clause)
    if zh and (hit is None or not hit.key) and "，" in clause:
        # a Chinese sentence runs its parts together ("升职了，现在是数据团队的主管"): a later part
        # can hold the slot the first does not
        for part in clause.split("，")[1:]:
            later = slots.detect(part.strip())
            if later is not None and later.key and later.about is None:
                hit = later
                break
    if hit is not None and hit.about is None and hit.key:
        key, slot_facts, slot_change = hit.key, dict(hit.facts), hit.change
    else:
        key, slot_facts, slot_change = _old_slot(clause)
        if hit is not None and hit.about is not None and hit.key:
            key, slot_facts, slot_change = hit.key, dict(hit.facts), hit.change
    # "我下个月要搬去上海了", "我准备年后跳槽去阿里", "thinking about moving to San Diego": a plan, not
    # yet where one lives or works (and no change of anything stored)
    planned = is_planned(slots.slot_of_key(key), clause)
    if planned:
        key, slot_facts, slot_change = "", {}, False
    thing = slots.level_thing(turn.text) if key == "level" else ""
    if thing:
        # "I do judo on Saturdays, I'm an orange belt": the message names what the clause's level is in
        key, slot_facts = f"level:{thing}", {**slot_facts, "hobby": thing}
    entity, relation = _entity_for(clause, people)
    age = slot_facts.get("age", "")
    if not zh and age and entity == people.speaker and _AGE_OF_SOMEONE_NAMED.search(clause.replace(age, "\0")):
        # "we've got two kids, Mia who's 8 and Leo who's 5": the age is Mia's, never the user's
        key, slot_facts = "", {k: v for k, v in slot_facts.items() if k != "age"}
    spoken = clause
    if relation and not zh:
        # "his little sister Lucia is 6" after "my son Mateo": "my daughter Lucia is 6" (whose she is)
        spoken = re.sub(
            rf"^(?:[Hh]is|[Hh]er|[Tt]heir) (?:\w+ )?(?:sister|brother),? (?:named |called )?(?={re.escape(entity)}\b)",
            f"my {relation} ",
            spoken,
        )
    named_first = any(clause.startswith(name) for name in people.relations)
    if (
        zh
        and hit is not None
        and hit.about is None
        and not named_first
        and not re.search(r"我|你|他|她|咱|[A-Za-z]{2,}", clause)
    ):
        # "上个月搬到成都了": the unit says who it is about
        spoken = "我" + clause
    resolved, refs = resolve_times(spoken, turn.at)
    resolved = resolve_pronouns(resolved, people)
    summary = _trim(resolved)
    if summary and not zh:
        summary = summary[0].upper() + summary[1:]
    too_short = not summary or (len(summary) < 4 if zh else len(summary.split()) < 3)
    if too_short and not (hit is not None and hit.key and summary):
        return None
    facts: dict[str, str] = {}
    project = PROJECT.search(clause)
    if project:
        facts["project"] = (project.group(1) or project.group(2)).strip()
    for name, value in slot_facts.items():
        facts[name] = value
    for name, value in figure_facts(clause).items():
        said = value.split(", ")
        # (the figure a value moved from is no value: "my salary went from 42k to 50k" is 50k)
        now = [
            p
            for p in said
            if "from" not in clause or not re.search(rf"\bfrom\s+{re.escape(p)}\s+(?:up |down )?to\b", clause)
        ]
        if now != said:
            value = ", ".join(p for p in now if not any(p in v for v in facts.values()))
        # (a figure already said inside a value is not said again: "14st 9lb" holds "14" and "9lb")
        if value and not all(_within(p, facts.values()) for p in value.split(", ")):
            put_fact(facts, name, value)
    for ref in refs:
        put_fact(facts, "date", ref.iso)
    if not zh:
        for name in [n for n in _names(clause, people) if n != entity and not any(n in v for v in facts.values())][:4]:
            put_fact(facts, "mentions", name)
    if (
        relation
        and entity != people.speaker
        and re.match(rf"^(?:{MY_ZH}|我家)(?:大|小|二|三)?{re.escape(relation)}(?:叫|名叫){re.escape(entity)}", clause)
    ):
        facts.setdefault("name", entity)  # "我儿子叫乐乐": who he is, by name
    if relation and entity != people.speaker:
        facts["relation"] = (
            f"{people.label(zh)}的{_relation_words(relation, clause)}"
            if zh
            else f"{slots.ranked_child_en(clause) or _REL_CANON_EN.get(relation.lower(), relation)} of {people.label(zh)}"
        )
    # type and key: what the statement is decides its type, not the loudest clause of the message
    change = (kind == "change" or slot_change) and not planned
    slot_name = slots.slot_of_key(key) if key else (hit.slot if hit is not None else "")
    if (hit is not None and hit.slot == "prohibition") or (kind == "instruction" and PROHIBITION.search(clause)):
        mem_type = MemoryType.PROHIBITION
    elif kind == "decision" and DECIDED.search(clause) and slot_name not in _IDENTITY_KEYS | _HEALTH_SLOTS:
        mem_type = MemoryType.DECISION  # "下定决心了，下学期就把女儿转到…民办学校": a decision, whatever it is about
    elif (
        key
        and slot_name in slots.SLOTS
        and slot_name not in ("prohibition", "goal", "schedule", "family", "tool", "trip")
    ):
        mem_type = MemoryType(slots.SLOTS[slot_name][1])
    elif kind == "decision":
        mem_type = MemoryType.DECISION  # ("就这么定了，今年年假去云南": a trip decided)
    elif slot_name in ("tool", "trip"):
        mem_type = MemoryType.PREFERENCE if slot_name == "tool" else MemoryType.TASK
    elif kind == "milestone":
        mem_type = MemoryType.MILESTONE
    elif hit is not None and hit.slot == "goal":
        mem_type = MemoryType.TASK
    elif kind in ("preference", "weak_preference") or kind == "instruction":
        mem_type = MemoryType.PREFERENCE
    elif _TASK.search(clause) and not key:
        mem_type = MemoryType.TASK
    else:
        mem_type = MemoryType.FACT
    if mem_type == MemoryType.DECISION and slot_name == "tool":
        key = ""  # "就按这个方案来，用PostgreSQL" is a decision, not a tool habit
    if project:
        key = "project:" + facts["project"].lower().replace(" ", "")
    elif not key and mem_type in (MemoryType.PROHIBITION, MemoryType.PREFERENCE, MemoryType.DECISION):
        key = _keyword_key(str(mem_type), clause)
    elif not key and hit is not None and hit.slot in ("goal", "schedule"):
        key = _keyword_key(hit.slot, clause)
    elif not key:
        labels = fact_labels(clause)
        if len(labels) == 1 and kind == "change":
            key = next(iter(labels))
    if key == "tool":
        key = f"tool:{slot_facts.get('tool', '').lower()}"
    importance = {
        MemoryType.PROHIBITION: 5,
        MemoryType.DECISION: 4,
        MemoryType.MILESTONE: 4,
        MemoryType.TASK: 3,
    }.get(mem_type, 3)
    if kind == "instruction" or slots.slot_of_key(key) in _IDENTITY_KEYS | _HEALTH_SLOTS:
        importance = max(importance, 4)
    if kind == "preference":
        importance = max(importance, 4)
    return Candidate(
        entity=entity,
        type=str(mem_type),
        key=key,
        summary=summary,
        facts=facts,
        importance=importance,
        language="zh" if zh else detect_language(clause),
        source_message_ids=[turn.id],
        change=change,
        negated=bool(_NEGATION.search(clause)),
        at=turn.at,
        kind=kind,
        source_text=clause,
    )
