import TestSupport
import Testing

@testable import ComposedTableCore

/// Multistage input's rules (UIKit's marked text), decided in Core.
struct TextCompositionTests {
    @Test func markedTextIsProvisionalAndItsCommitIsAcceptedWhenTheRulesPass() {
        var composition = TextComposition(text: "")
        expectEqual(composition.textDidChange("に", isMarked: true, keyboard: .default) { _ in true }, .provisional)
        #expect(composition.isComposing && composition.acceptedText == "")
        expectEqual(composition.textDidChange("日本", isMarked: false, keyboard: .default) { _ in true }, .accepted("日本"))
        #expect(!composition.isComposing && composition.acceptedText == "日本")
    }

    @Test func aCommitTheKeyboardOrTheRowRefusesGoesBackToTheAcceptedText() {
        var composition = TextComposition(text: "12")
        _ = composition.textDidChange("12四", isMarked: true, keyboard: .numberPad) { _ in true }
        expectEqual(composition.textDidChange("12四", isMarked: false, keyboard: .numberPad) { _ in true }, .refused(revertTo: "12"))
        #expect(composition.acceptedText == "12" && !composition.isComposing)
        var asked: [String] = []
        _ = composition.textDidChange("12か", isMarked: true, keyboard: .default) { _ in true }
        let outcome = composition.textDidChange("12漢字", isMarked: false, keyboard: .default) {
            asked.append($0)
            return false
        }
        #expect(outcome == .refused(revertTo: "12") && asked == ["12漢字"])
    }

    @Test func anEditWithoutMarkedTextIsAcceptedAsItPassedTheRulesTypedAndCodeResetsTheState() {
        var composition = TextComposition(text: "")
        var asked = 0
        let outcome = composition.textDidChange("a", isMarked: false, keyboard: .numberPad) { _ in
            asked += 1
            return false
        }
        #expect(outcome == .accepted("a") && asked == 0, "not composed: the per-edit filter already ran")
        _ = composition.textDidChange("aか", isMarked: true, keyboard: .default) { _ in true }
        composition.textSetByCode("reset")
        #expect(!composition.isComposing && composition.acceptedText == "reset")
        expectEqual(composition.textDidChange("reset", isMarked: false, keyboard: .default) { _ in false }, .accepted("reset"))
    }
}
