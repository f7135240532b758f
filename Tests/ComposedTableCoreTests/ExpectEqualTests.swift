import TestSupport
import Testing

/// `expectEqual` stands for `#expect(a == b)` in most of the suite, so it must fail as that does.
@Suite struct ExpectEqualTests {
    @Test func equalValuesRecordNothing() {
        expectEqual([1, 2], [1, 2])
        expectEqual(Optional("a"), "a", "a comment")
    }

    @Test func differentValuesRecordAnIssueNamingBothAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual("ab", "abc", "the title")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && issue.comments.map(\.rawValue) == [#"the title: "ab" is not equal to "abc""#]
        }
        withKnownIssue {
            expectEqual(Optional(1), nil)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Optional(1) is not equal to nil"]
        }
    }
}
