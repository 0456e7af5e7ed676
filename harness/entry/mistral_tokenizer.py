"""Mistral's real v3 tokenizer, from the installed ``mistral-common`` wheel, as a directory ``AutoTokenizer`` loads.

``mistral-common`` (Apache-2.0) ships ``data/mistral_instruct_tokenizer_240323.model.v3``, the SentencePiece model
of Mistral-7B-Instruct-v0.3 (32768 ids; ``[INST]`` / ``[/INST]`` are control tokens 3 and 4). transformers' own
converter (``LlamaTokenizer.from_pretrained`` on a ``tokenizer.model``; needs ``sentencepiece`` and ``protobuf``
once, at conversion) turns it into a ``tokenizer.json`` that loads with ``tokenizers`` alone. The chat template is
Mistral's v3 instruct format (``<s>[INST] user[/INST] answer</s>``; a system message goes before the last user
message, as ``mistral-common`` does); ``tests/test_families.py`` checks that its ids equal
``mistral-common``'s ``encode_chat_completion`` for every prepared input of the samples.

Written beside it: the original ``.model.v3`` file (provenance; the revision counts ``tokenizer.json``) and
``LICENSE`` (mistral-common's license text, from its wheel's metadata).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

V3_FILE = "mistral_instruct_tokenizer_240323.model.v3"

# Mistral-7B-Instruct-v0.3's instruct format without tools: [INST] + space + content + [/INST]; an assistant turn is
# a space + content + </s>; the system message (if any) is prepended to the last user message with a blank line.
CHAT_TEMPLATE = (
    "{%- if messages[0]['role'] == 'system' %}"
    "{%- set system_message = messages[0]['content'] %}{%- set loop_messages = messages[1:] %}"
    "{%- else %}{%- set loop_messages = messages %}{%- endif %}"
    "{{- bos_token }}"
    "{%- for message in loop_messages %}"
    "{%- if (message['role'] == 'user') != (loop.index0 % 2 == 0) %}"
    "{{- raise_exception('Conversation roles must alternate user/assistant/user/assistant/...') }}{%- endif %}"
    "{%- if message['role'] == 'user' %}"
    "{%- if loop.last and system_message is defined %}"
    "{{- '[INST] ' + system_message + '\\n\\n' + message['content'] + '[/INST]' }}"
    "{%- else %}{{- '[INST] ' + message['content'] + '[/INST]' }}{%- endif %}"
    "{%- elif message['role'] == 'assistant' %}{{- ' ' + message['content'] + eos_token }}"
    "{%- else %}{{- raise_exception('Only user, assistant and system roles are supported') }}{%- endif %}"
    "{%- endfor %}"
)


def mistral_common_files() -> tuple[Path, Path, str]:
    """``(v3 model file, license file, mistral-common version)`` from the installed wheel; ImportError/OSError."""
    from importlib import metadata

    import mistral_common

    model = Path(mistral_common.__file__).parent / "data" / V3_FILE
    if not model.is_file():
        raise OSError(f"{model}: not in the installed mistral-common; install the version setup.sh pins")
    dist = metadata.distribution("mistral-common")
    licenses = [f for f in (dist.files or []) if f.name.upper().startswith("LICENSE")]
    if not licenses:
        raise OSError("the installed mistral-common wheel carries no LICENSE file")
    return model, Path(str(dist.locate_file(licenses[0]))), dist.version


def write_mistral_v3_tokenizer(out_dir: str | Path, model_max_length: int = 32768):
    """Write the converted tokenizer (``tokenizer.json``, ``tokenizer_config.json``, chat template), the original
    file and the license into ``out_dir``; return the loaded tokenizer."""
    from transformers import AutoTokenizer, LlamaTokenizer

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model, license_file, version = mistral_common_files()
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copyfile(model, Path(tmp) / "tokenizer.model")
        tok = LlamaTokenizer.from_pretrained(tmp, legacy=False, model_max_length=model_max_length)
    tok.chat_template = CHAT_TEMPLATE
    tok.save_pretrained(out)
    shutil.copyfile(model, out / V3_FILE)
    shutil.copyfile(license_file, out / "LICENSE")
    (out / "TOKENIZER_SOURCE.md").write_text(
        f"tokenizer.json: converted by transformers from `{V3_FILE}` of mistral-common {version} "
        "(Apache-2.0, license text in LICENSE), Mistral-7B-Instruct-v0.3's SentencePiece tokenizer.\n",
        encoding="utf-8",
    )
    return AutoTokenizer.from_pretrained(str(out), local_files_only=True)
