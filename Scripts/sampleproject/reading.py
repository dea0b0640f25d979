"""Reads the written project back (old-style property lists) and layers xcconfig settings as Xcode does."""

import fnmatch
import re

from .model import *  # noqa: F401,F403


# ---------------------------------------------------------------- reading back


TOKEN = re.compile(r'\s+|/\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"|<[0-9A-Fa-f\s]*>|[A-Za-z0-9_$+/:.\-]+|[{}();=,]', re.S)
ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}


def parse_old_style(text):
    """Parses an old-style (OpenStep) property list into dicts, lists and strings; raises ValueError."""
    tokens, position = [], 0
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise ValueError(f"unexpected {text[position]!r} at offset {position}")
        token = match.group()
        if not (token[0].isspace() or token.startswith("/*") or token.startswith("//")):
            tokens.append(token)
        position = match.end()
    index = 0

    def value():
        nonlocal index
        token = tokens[index]
        index += 1
        if token == "{":
            result = {}
            while tokens[index] != "}":
                key = value()
                if not isinstance(key, str) or tokens[index] != "=":
                    raise ValueError(f"expected 'key =' near {key!r}")
                index += 1
                if key in result:
                    raise ValueError(f"duplicate key {key}")
                result[key] = value()
                if tokens[index] != ";":
                    raise ValueError(f"expected ';' after {key}")
                index += 1
            index += 1
            return result
        if token == "(":
            result = []
            while tokens[index] != ")":
                result.append(value())
                if tokens[index] == ",":
                    index += 1
                elif tokens[index] != ")":
                    raise ValueError("expected ',' or ')' in an array")
            index += 1
            return result
        if token.startswith('"'):
            return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), token[1:-1], flags=re.S)
        if token in "{}();=,":
            raise ValueError(f"unexpected {token!r}")
        return token

    try:
        result = value()
    except IndexError:
        raise ValueError("the file ends early") from None
    if index != len(tokens):
        raise ValueError("text after the top-level dictionary")
    return result


def plain(value):
    """The graph's values as the parser returns them, for the round-trip comparison."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return str(value)


# ---------------------------------------------------------------- settings, as Xcode layers them


SETTING = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)((?:\[[^\]]*\])*)\s*=(.*)")


def xcconfig_assignments(path, depth=0):
    """The (name, conditions, value) lines of an xcconfig and its includes, in the order Xcode reads them."""
    if depth > 20 or not path.is_file():
        raise ValueError(f"cannot read {path.relative_to(ROOT)}")
    result = []
    for line in path.read_text("utf-8").splitlines():
        line = line.split("//", 1)[0].strip()
        include = re.fullmatch(r'#include(\??)\s*"(.+)"', line)
        if include:
            target = path.parent / include.group(2)
            if not target.is_file():
                target = ROOT / include.group(2)
            if target.is_file() or not include.group(1):
                result += xcconfig_assignments(target, depth + 1)
            continue
        match = SETTING.fullmatch(line)
        if match:
            conditions = dict(c.split("=", 1) for c in re.findall(r"\[([^\]]*)\]", match.group(2)))
            result.append((match.group(1), conditions, match.group(3).strip().removesuffix(";").strip()))
    return result


def settings_table(settings):
    """A project-file dictionary as assignments: keys in sorted order, list items joined with spaces."""
    return [(k, {}, " ".join(v) if isinstance(v, list) else v) for k, v in sorted(settings.items())]


def evaluate(assignments, name, parameters, builtins=None, end=None, depth=0):
    """The value of `name`: the last assignment before `end` whose conditions (`[config=Debug]`) match
    `parameters`, with `$(inherited)` and other references expanded; else its built-in value."""
    if depth > 50:
        raise ValueError(f"{name} refers to itself")
    end = len(assignments) if end is None else end
    for index in range(end - 1, -1, -1):
        key, conditions, value = assignments[index]
        if key == name and all(fnmatch.fnmatchcase(parameters.get(k, ""), v) for k, v in conditions.items()):
            break
    else:
        return (builtins or {}).get(name, "")

    def reference(match):
        inner = match.group(1) or match.group(2) or ""
        if inner == "inherited":
            return evaluate(assignments, name, parameters, builtins, index, depth + 1)
        return evaluate(assignments, inner, parameters, builtins, None, depth + 1) if inner else ""

    return re.sub(r"\$\(([A-Za-z0-9_]*)\)|\$\{([A-Za-z0-9_]+)\}", reference, value).strip()
