"""The drawn pages of the BOM PDF: the chassis drawing (the window's own scene, rendered as
vectors) and, optionally, the two performance plots."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from configurator.analysis.series import PartSource
from configurator.drawing.chart_export import paint_plot
from configurator.drawing.chassis_scene import build_chassis_scene
from configurator.model.build import ResolvedBuild
from configurator.report.pdf.flow import PageFlow
from configurator.report.pdf.style import MUTED, cjk_sc_family, fonts, mm, without_ligatures
from configurator.rules.report import Report

translate = QCoreApplication.translate

CAPTION_ROOM_MM = 14.0  # the heading and caption above the drawing
SAME_PAGE_SCALE_SHARE = 0.8  # of its scale on a page of its own, to share one
PLOT_ASPECT = 1.6  # width / height of a plot, as exported (1280 x 800)
FIRST_CJK = 0x2E80


def prepare_scene_text(scene: QGraphicsScene) -> None:
    """Adapt the scene's labels to print, as the pages' own text is: no ligatures (they
    extract as U+FB01 and defeat a search), and the Simplified Chinese face for Chinese
    labels (the application font's per-glyph fallback may pick a Japanese face).

    The family is only added to labels that hold CJK text, so every other label keeps the
    metrics the scene laid it out with.
    """
    family = cjk_sc_family()
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem):
            continue
        font = without_ligatures(item.font())
        if family is not None and any(ord(char) >= FIRST_CJK for char in item.text()):
            families = font.families() or [font.family()]
            if family not in families:
                font.setFamilies([*families, family])
        item.setFont(font)


def fit_rect(source: QRectF, box: QRectF) -> QRectF:
    """`source`'s shape scaled to fit `box`, centred across and aligned to the top."""
    scale = min(box.width() / source.width(), box.height() / source.height())
    width, height = source.width() * scale, source.height() * scale
    return QRectF(box.left() + (box.width() - width) / 2, box.top(), width, height)


def chassis_section(flow: PageFlow, resolved: ResolvedBuild, report: Report) -> None:
    """A page of its own: the chassis drawing at the largest scale the page allows."""
    f = fonts()
    scene = build_chassis_scene(resolved, report)
    prepare_scene_text(scene)
    source = scene.sceneRect()

    def scale_on(landscape: bool) -> float:
        box = flow.base_geometry.turned(landscape).content
        return min(box.width() / source.width(),
                   (box.height() - mm(CAPTION_ROOM_MM)) / source.height())

    # The orientation that draws it larger: wide builds go landscape, tall servers portrait.
    landscape = scale_on(True) > scale_on(False)
    # Below what the page before holds when the drawing is nearly as large there: a page
    # with only the last lines of the findings would be near-empty.
    here = min(flow.content.width() / source.width(),
               (flow.room - mm(CAPTION_ROOM_MM + 4)) / source.height())
    if (flow.at_top or flow.page.geometry.landscape != landscape
            or here < SAME_PAGE_SCALE_SHARE * scale_on(landscape)):
        flow.new_page(landscape=landscape)
    else:
        flow.space(4)
    flow.heading(translate("Bom", "Chassis drawing"), f.heading, after_mm=1.0)
    flow.flush_headings()
    caption_y = flow.y
    flow.paragraph(" ", f.small)  # the caption's line; its text needs the scale, below
    box = QRectF(flow.content.left(), flow.y, flow.content.width(), flow.room)
    target = fit_rect(source, box)
    dots_per_mm_of_scene = target.width() / source.width()
    scale = mm(1) / dots_per_mm_of_scene  # scene units are millimetres
    caption = translate(
        "Bom",
        "To scale, 1 : {scale:.1f}. Brackets at the standard 20.32 mm pitch, each "
        "card at its length and thickness; marked parts have findings.",
    ).format(scale=scale)
    caption_at = QPointF(flow.content.left(), caption_y + flow.metrics.of(f.small).ascent())

    def paint(painter: QPainter) -> None:
        painter.setFont(f.small)
        painter.setPen(MUTED)
        painter.drawText(caption_at, caption)
        # The scene draws with its own pens and fonts, in millimetres: vectors and text.
        scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)

    flow.add(paint)
    flow.y = target.bottom()
    # The scene must outlive the layout: the page keeps it through the closure above.


def _draw_vectors(painter: QPainter, rect: QRectF, kind: str, catalog: PartSource | None,
                  highlight_ids: list[str], series: tuple[str, ...]) -> None:
    """The plot drawn as vectors into its place on the page (laid out as wide as an exported
    plot, so that its text keeps its proportions): the build's own cards (a partner card as
    itself), the series they belong to, and log axes when those series span a wide range."""
    paint_plot(painter, rect, kind, catalog=catalog, highlight_ids=highlight_ids,
               build_ids=highlight_ids, series=series, log_axes=None)


def plots_section(flow: PageFlow, resolved: ResolvedBuild, catalog: PartSource | None) -> None:
    """A page with GFLOPS against price and against power, the build's cards haloed."""
    f = fonts()
    flow.new_page()
    flow.heading(translate("Bom", "GFLOPS against price and power"), f.heading, after_mm=1.0)
    flow.flush_headings()  # the plots share what is left of the page
    gpu_ids = [g.spec.id for g in resolved.gpus]
    series = tuple(dict.fromkeys(g.spec.series for g in resolved.gpus))
    height = min(flow.content.width() / PLOT_ASPECT + mm(22), (flow.room - mm(4)) / 2)
    for kind in ("price", "power"):
        flow.figure(height, partial(_draw_vectors, kind=kind, catalog=catalog,
                                    highlight_ids=gpu_ids, series=series))
        flow.space(4)
