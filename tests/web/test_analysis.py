"""Analysis in Chromium: Analyse on the score sheet opens the replay and judges the human seat's decisions in the worker
(a progress bar, then the win-chance chart and the decisions table, which match the analysis kept with the history
record); a point of the chart goes to its moment; the kept analysis is shown again after a reload and from Your games;
Stop drops an analysis under way and the viewer goes on."""

from tests.web.conftest import wait_ready
from tests.web.pagekit import PLAY_TO_THE_END

GAME = "#new=trick-of-the-rails&seats=human,bot:random,bot:random&names=Ann&seed=6"
KEPT = """() => Object.keys(localStorage).filter((k) => k.startsWith("gameshelf:analysis:"))
  .map((k) => [k, JSON.parse(localStorage.getItem(k))])"""
ON_VIEWER = "() => document.body.dataset.screen === 'viewer' && window.gameshelf.snapshot()?.over"
ENDED = """() => { window.analysisEnded = new Promise((done) => document.addEventListener("analysis-end", done, { once: true })); }"""
SLIDER = "() => Number(document.querySelector('#viewer-screen .replay-slider').value)"


def finished_game(page, site_url):
    """Play Ann's Trick of the Rails game against two Random bots to its end; its history record."""
    page.goto(site_url + GAME)
    wait_ready(page)
    page.wait_for_function("() => window.gameshelf.snapshot()")
    page.evaluate(PLAY_TO_THE_END)
    page.wait_for_function("() => window.gameshelf.history().length === 1")
    return page.evaluate("() => window.gameshelf.history()[0]")


def analysis_shown(page):
    """Wait until the viewer's analysis is drawn; its summary line."""
    page.locator("#viewer-screen .analysis-summary").wait_for()
    return page.locator("#viewer-screen .analysis-summary").inner_text()


def test_analyse_on_the_score_sheet_judges_the_seat_keeps_the_result_and_shows_it_again(page, site_url):
    record = finished_game(page, site_url)
    page.evaluate(ENDED)
    page.locator("#table-screen .score-sheet .analyse-game-btn").click()
    page.wait_for_function(ON_VIEWER)
    summary = analysis_shown(page)
    page.evaluate("() => window.analysisEnded")
    [(key, analysis)] = page.evaluate(KEPT)
    assert key == f"gameshelf:analysis:{record['id']}:0" and analysis["seat"] == 0 and analysis["mode"] == "fair"
    judged = [d for d in analysis["decisions"] if not d["forced"]]
    assert summary.startswith("Ann: ") and f"{len(judged)} decisions judged" in summary
    rows = page.locator("#viewer-screen .analysis-row")
    assert rows.count() == len(analysis["decisions"]) > 0
    assert [int(a) for a in rows.evaluate_all("(rows) => rows.map((r) => r.dataset.at)")] == [d["at"] for d in analysis["decisions"]]
    marks = rows.evaluate_all("(rows) => rows.map((r) => [...r.classList].find((c) => c.startsWith('mark-')) ?? null)")
    assert marks == [f"mark-{d['mark']}" if d["mark"] else None for d in analysis["decisions"]]
    dots = page.locator("#viewer-screen .analysis-dot")
    assert dots.count() == len(analysis["curve"])
    assert page.locator("#viewer-screen .analysis-chart").get_attribute("role") == "img"

    target = analysis["curve"][len(analysis["curve"]) // 2]["at"]
    page.locator(f"#viewer-screen .analysis-dot[data-at='{target}']").click()
    page.wait_for_function(f"() => ({SLIDER})() === {target}")
    page.evaluate("() => window.gameshelf.waitIdle()")

    page.reload()
    wait_ready(page)
    page.wait_for_function("() => document.body.dataset.screen === 'viewer'")
    assert analysis_shown(page) == summary, "the kept analysis is not shown after a reload"
    assert page.locator("#viewer-screen .analysis-progress").is_hidden()

    page.goto(site_url + "#history")
    wait_ready(page)
    page.locator(".history-item").get_by_role("button", name="Analyse").click()
    page.wait_for_function(ON_VIEWER)
    assert analysis_shown(page) == summary
    assert page.evaluate(KEPT) == [[key, analysis]], "opening the kept analysis ran another"


def test_stop_drops_an_analysis_under_way_and_the_viewer_goes_on(page, site_url):
    record = finished_game(page, site_url)
    page.goto(site_url + f"#position={record['code']}&at=0")
    wait_ready(page)
    page.wait_for_function("() => document.body.dataset.screen === 'viewer'")
    page.evaluate("() => window.gameshelf.waitIdle()")
    page.evaluate(ENDED)
    page.locator("#viewer-screen .analyse-btn").click()
    assert page.locator("#viewer-screen .analysis-progress").is_visible()
    page.locator("#viewer-screen .analyse-stop").click()
    page.evaluate("() => window.analysisEnded")
    assert page.locator("#viewer-screen .analyse-btn").is_visible()
    assert page.locator("#viewer-screen .analysis-summary").count() == 0 and page.evaluate(KEPT) == []
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => ({SLIDER})() === 1")


def test_learn_from_your_mistakes_steps_to_a_marked_decision_and_judges_another_move(page, site_url):
    record = finished_game(page, site_url)
    page.goto(site_url + f"#position={record['code']}&analyse=1")
    wait_ready(page)
    analysis_shown(page)
    [(key, analysis)] = page.evaluate(KEPT)
    judged = [d for d in analysis["decisions"] if not d["forced"]]
    marked = next((d for d in judged if d["best"] != d["played"]), judged[0])
    for d in analysis["decisions"]:  # one marked decision, whatever this game's search found
        d["mark"] = "blunder" if d is marked else None
    page.evaluate("([key, analysis]) => localStorage.setItem(key, JSON.stringify(analysis))", [key, analysis])
    page.reload()
    wait_ready(page)
    analysis_shown(page)
    best = page.locator(f"#viewer-screen .analysis-row[data-at='{marked['at']}'] td").nth(2).text_content()
    page.locator("#viewer-screen .retry-start").click()
    page.wait_for_function("() => document.querySelectorAll('#viewer-screen .retry-move option').length > 0")
    assert page.locator(".retry-heading").inner_text() == f"Marked decision 1 of 1 · move {marked['at'] + 1}"
    assert page.locator(".retry-prompt").inner_text().startswith("Ann played ")
    page.wait_for_function(f"() => ({SLIDER})() === {marked['at']}")
    options = page.locator(".retry-move option").all_inner_texts()
    assert best in options, (best, options[:5])
    page.locator(".retry-move").select_option(label=best)
    page.evaluate("() => { window.judged = new Promise((done) => document.addEventListener('retry-judged', done, { once: true })); }")
    page.locator(".retry-try").click()
    page.evaluate("() => window.judged")
    verdict = page.locator(".retry-verdict").inner_text()
    assert verdict == "That is the best move found." or verdict.startswith(("As good as the best move found", "Not yet (")), verdict
    page.locator(".retry-done").click()
    assert page.locator("#viewer-screen .retry-start").is_visible()


def test_share_this_analysis_gives_a_link_that_shows_it_on_another_device_and_a_bad_one_is_refused(page, context, site_url):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    record = finished_game(page, site_url)
    page.goto(site_url + f"#position={record['code']}&analyse=1")
    wait_ready(page)
    summary = analysis_shown(page)
    page.locator("#viewer-screen .analysis-share").click()
    page.wait_for_function("() => navigator.clipboard.readText().then((text) => text.includes('&analysis='))")
    link = page.evaluate("() => navigator.clipboard.readText()")
    assert link.startswith(f"{site_url}index.html#position={record['code']}&seat=0&analysis=1.0.f.")
    page.evaluate("() => localStorage.clear()")  # another device: no history, no kept analysis
    page.goto(link)
    wait_ready(page)
    assert analysis_shown(page) == summary
    assert page.evaluate(KEPT) == [] and page.locator("#viewer-screen .analysis-progress").is_hidden()
    page.keyboard.press("Home")
    page.wait_for_function(f"() => ({SLIDER})() === 0 && location.hash.includes('&analysis=1.0.f.')")

    page.goto(site_url + f"#position={record['code']}&analysis=1.0.f.500.48.9_9_9_n_n_0")
    wait_ready(page)
    page.locator("#toasts").get_by_text("does not fit its game").wait_for()
    assert page.evaluate("() => document.body.dataset.screen") == "viewer"
    assert page.locator("#viewer-screen .analyse-btn").is_visible() and page.locator("#viewer-screen .analysis-summary").count() == 0
