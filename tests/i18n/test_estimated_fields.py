"""A finding resting on estimates names the fields in the user's language, grouped by part:
the field's label (the parts editor's), not its name in the file (docs/rules.md, "Not checked
and estimated"). The English message of `validate --format json` keeps the field names."""

from __future__ import annotations

from configurator import i18n
from configurator.model.messages import Message
from configurator.rules.marks import ESTIMATED_NOTE
from configurator.rules.report import Finding
from configurator.words.field_names import field_in_sentence
from configurator.words.findings import finding_text

FIELDS = [("eps_8pin", "Board B"), ("pcie_aux_plugs", "Board B"), ("eps_connectors", "PSU P")]


def _finding() -> Finding:
    english = ", ".join(f"{field} of the {part}" for field, part in FIELDS)
    return Finding("POWER-CONNECTORS", "warning", Message("Statement"),
                   estimated_note=Message(ESTIMATED_NOTE, {"estimated": english,
                                                           "estimated_parts": FIELDS}))


def test_english_labels_grouped_by_part_while_the_json_message_keeps_the_names(qapp):
    finding = _finding()
    assert finding_text(finding) == (
        "Statement (rests on estimated figures: 8-pin EPS plugs, PCIe plugs for slot power of "
        "the Board B; 8-pin EPS cables of the PSU P)")
    assert finding.message == ("Statement (rests on estimated figures: eps_8pin of the Board B, "
                               "pcie_aux_plugs of the Board B, eps_connectors of the PSU P)")


def test_chinese_labels_grouped_by_part(restore_language):
    i18n.install_language("zh_CN")
    text = finding_text(_finding())
    assert "Board B 的 8-pin EPS 插头、" in text and "；PSU P 的 " in text, text
    assert not any(field in text for field, _ in FIELDS)


def test_a_label_in_a_sentence_keeps_abbreviations_capitalised(qapp):
    assert field_in_sentence("length_mm") == "length (mm)"
    assert field_in_sentence("tdp_w") == "TDP (W)"
    assert field_in_sentence("pcie_slots") == "PCIe slots"
    assert field_in_sentence("no_such_field") == "no_such_field"
