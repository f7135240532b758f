// Every symbol of the shared API — what a screen may use on both platforms — in one screen. It is
// built against the terminal backend on Linux (and run by `SharedAPITourTests`) and type-checked
// against UIKit by `Scripts/ios-typecheck`: a name or initialiser that exists on one backend only
// stops one of the two.
import ComposedTable

/// The model the tour binds rows to.
final class TourModel {
    var isOn = true
    var name = "Ada"
    var count = 2
    var level = 0.5
    var segment = 0
    var showsExtras = true
    var amount = 12.0
    var port = 8080
    var timeout: Int?
    var ratio = 1.5
    var limit: Double?
    /// The notes, kept by the text view's edits (`onEdit`), never by reading its whole text.
    var notes = ""
    /// The edits the name field reported.
    var nameEdits: [TextEdit] = []
}

/// A screen that uses every cell, initialiser, property and controller method of the shared API.
final class SharedAPITourViewController: ComposedTableViewController {
    let model = TourModel()
    private(set) var failures: [ValidationFailure] = []

    override func compose() {
        title = "Tour"
        let first = addSection(header: "Rows", footer: "Every row kind.")
        setSectionHeader("Rows")
        setSectionFooter("Every row kind, of both backends.")

        // ActiveCell and its properties.
        let plain = addCell(ActiveCell(key: "Key", value: "Value", style: .value2) { cell in cell.deselect(animated: true) })
        plain.accessory = .disclosureIndicator
        plain.height = .automatic
        plain.systemImage = "star"
        plain.accessoryText = "New"
        plain.detailAction = { cell in cell.value = "Details" }
        plain.validationMessage = nil
        plain.contentStyle = .subtitle
        _ = plain.controller
        for style: ActiveCell.ContentStyle in [.value1, .value2, .subtitle, .plain] { plain.contentStyle = style }
        plain.height = .fixed(88)
        plain.height = .fraction(0.2)
        plain.height = .remainder(minimum: 44)
        plain.height = .remainder

        addCell(MultilineCell(text: "A paragraph of text that wraps."))
        let delete = addCell(ButtonCell(title: "Delete", isDestructive: true) { cell in cell.isEnabled = false })
        delete.title = "Delete All"
        delete.isDestructive = true
        addCell(OptionCell(key: "Option", value: "Detail", isChecked: true) { _ in })

        // Inputs.
        addSection(header: "Inputs")
        let toggle = addCell(SwitchCell(key: "Switch", isOn: false) { _, _ in }).bind(to: model, \.isOn)
        let field = addCell(
            TextFieldCell(
                key: "Name", text: "", placeholder: "Required", isSecure: false, keyboardType: .default,
                textContentType: .name
            ) { _, _ in }
        )
        .bind(to: model, \.name)
        .validate(.required(), .length(1...40), .pattern("^[A-Za-z ]*$"), on: .endEditing)
        field.onBeginEditing = { _ in }
        field.onEndEditing = { _ in }
        field.onReturn = { _ in }
        field.onEdit = { [model] _, edit in model.nameEdits.append(edit) }
        field.shouldChange = { _, proposed in proposed.count <= 40 }
        field.placeholder = "Your name"
        field.isSecure = false
        _ = field.isEditing
        addCell(TextFieldCell(key: "Email", keyboardType: .emailAddress, textContentType: .emailAddress)).validate(.email())
        let amount = addCell(TextFieldCell(key: "Amount", keyboardType: .decimalPad))
        amount.numberFormat = .scientific
        amount.numberFormat = .decimal(fractionDigits: 1).unit(UnitLength.kilometers)
        amount.numberFormat = .currency(code: "EUR").prefix("").suffix("").locale(Locale(identifier: "en_US"))
        amount.number = 12
        amount.bind(to: model, \.amount, format: .currency(code: "EUR"))
        amount.validate(.number(in: 0...1_000, format: .currency(code: "EUR")))
        addCell(TextFieldCell(key: "Age", keyboardType: .numberPad)).validate(.integer(in: 0...150))
        addCell(TextFieldCell(key: "Nickname")).validate(.async("Taken.") { _ in true })
        let segments = addCell(SegmentedCell(key: "Segments", segments: ["A", "B"], selectedIndex: 0) { _, _ in })
            .bind(to: model, \.segment)
        addCell(StepperCell(key: "Stepper", number: 2, in: 0...10, step: 1) { _, _ in }).bind(to: model, \.count)
            .enabled(when: toggle) { $0 }
        let slider = addCell(SliderCell(key: "Slider", number: 0.5, in: 0...1, step: 0.1) { _, _ in }).bind(to: model, \.level)
        slider.validate(.range(0...1))
        addCell(DatePickerCell(key: "Date", date: Date(timeIntervalSince1970: 0), mode: .date, presentation: .compact) { _, _ in })
        addCell(DatePickerCell(key: "Time", date: Date(timeIntervalSince1970: 0), mode: .time, presentation: .keyboard))
        let timer = addCell(
            DatePickerCell(key: "Timer", date: Date(timeIntervalSince1970: 0), mode: .countDownTimer, presentation: .wheels))
        timer.countDownDuration = 90
        addCell(DatePickerCell(key: "When", date: Date(timeIntervalSince1970: 0), mode: .dateAndTime, presentation: .inline))
        addCell(PickerCell(key: "Picker", options: ["One", "Two"], selectedIndex: 0, presentation: .inline) { _, _ in })
        addCell(PickerCell(key: "Columns", columns: [["1", "2"], ["a", "b"]], selectedRows: [0, 1], presentation: .keyboard))
        let notes = addCell(TextViewCell(key: "Notes", text: "", placeholder: "Anything") { _, _ in })
            .visible(when: segments) { $0 == 0 }
        notes.onEdit = { [model] _, edit in edit.apply(to: &model.notes) }
        _ = TextEdit(range: 0..<0, replacement: "")
        addCell(ActiveCell(key: "Extras")).visible(when: model, \.showsExtras).enabled(when: model, \.showsExtras)
        addCell(SwitchCell(key: "Terms")).validate(.required("Accept."))

        // Number bindings, formatting while typing, several messages per row.
        addSection(header: "Numbers and formats")
        addCell(TextFieldCell(key: "Port", keyboardType: .numberPad)).bind(to: model, \.port)
        addCell(TextFieldCell(key: "Timeout", placeholder: "none", keyboardType: .numberPad)).bind(to: model, \.timeout)
        addCell(TextFieldCell(key: "Ratio", keyboardType: .decimalPad)).bind(to: model, \.ratio)
        addCell(TextFieldCell(key: "Limit", keyboardType: .decimalPad)).bind(to: model, \.limit)
            .validate(.number(in: 0...10), on: .change, reporting: .firstFailure)
        let phone = addCell(TextFieldCell(key: "Phone", keyboardType: .phonePad))
        phone.inputFormat = .pattern("(###) ###-####")
        _ = phone.inputFormat?.format("5551234567")
        let card = addCell(TextFieldCell(key: "Card", keyboardType: .numberPad))
        let cardFormat: @Sendable (String) -> String = { text in
            let digits = Array(text.filter(\.isNumber).prefix(16))
            return stride(from: 0, to: digits.count, by: 4).map { String(digits[$0..<min($0 + 4, digits.count)]) }
                .joined(separator: " ")
        }
        card.inputFormat = TextInputFormat(significant: { $0.isNumber }, cardFormat)
        let password = addCell(TextFieldCell(key: "Password", isSecure: true))
            .validate(
                .length(8...), .custom("Include a digit.") { $0.isEmpty || $0.contains(where: \.isNumber) },
                on: .endEditingThenChange, reporting: .everyFailure)
        _ = password.validationMessages
        password.validationMessages = []
        addCell(
            ActiveCell(key: "Notify by") { cell in
                let sections = [
                    ChoiceSection(header: "Instant", options: ["Push", "SMS"]),
                    ChoiceSection(header: "Later", options: ["E-mail"], footer: "Once a day."),
                ]
                let options = ChoiceOptions.sections(sections, title: { $0 }, subtitle: nil, isEnabled: nil, searchable: nil)
                cell.controller?.chooseMany("Notify by", from: options, selections: ["Push"]) { _ in }
            })
        // Pictures and text styles.
        addSection(header: "Pictures", headerImage: .symbol("photo", tint: .indigo), footer: "Styles", footerImage: nil)
        setSectionHeader("Pictures", image: .symbol("photo"))
        setSectionFooter("Styles of keys and values.", image: .asset("Badge", in: nil, glyph: "◆", tint: nil, size: .small))
        let pictured = addCell(ActiveCell(key: "Pictured", value: "Icon"))
        pictured.image = .symbol("gear", tint: .gray, size: .icon)
        for size: RowImage.Size in [.small, .medium, .large, .icon] { pictured.image = pictured.image?.sized(size) }
        pictured.image = .asset("Logo", glyph: "◆").tinted(.teal)
        if var image = pictured.image {
            image.glyph = "◇"
            image.tint = nil
            image.size = .medium
            pictured.image = image
        }
        pictured.keyStyle = .bold
        pictured.valueStyle = .secondary.monospaced().bold()
        for style: RowTextStyle in [.automatic, .primary, .secondary, .tint, .destructive, .bold, .monospaced, .color(.green)] {
            pictured.valueStyle = style
        }
        let volume = addCell(SliderCell(key: "Volume", number: 0.5))
        volume.minimumValueImage = .symbol("speaker.fill")
        volume.maximumValueImage = .symbol("speaker.wave.3.fill")
        let chosen = addCell(OptionCell(key: "Chosen", isChecked: true))
        chosen.checkmarkImage = .symbol("star.fill", tint: .yellow)

        // Choices and sections.
        let group = addChoices(["S", "M", "L"], selection: "M", header: "Size") { group, _ in _ = group.selection }
        _ = group.selections
        addChoices(["Mail", "Phone"], selections: ["Mail"], header: "Contact", title: \.self)
        let extra = insertSection(at: 1, header: "Inserted", footer: nil)
        showSection(extra, when: toggle) { $0 }
        showSection(extra, when: model, \.showsExtras)
        onValidityChange = { _ in }

        addSection()
        addCell(
            ButtonCell(title: "Submit") { cell in
                Task { @MainActor in
                    guard let controller = cell.controller as? SharedAPITourViewController else { return }
                    controller.failures = await controller.validate()
                }
            }
        ).enabledWhenValid()
        _ = first
    }

    /// The mutations a screen makes after display, each once.
    func mutate() {
        let a = ActiveCell(key: "A")
        let section = addSection(header: "Changes")
        appendCell(a, to: section)
        insertCell(ActiveCell(key: "Before A"), before: a)
        let b = ActiveCell(key: "B")
        insertCell(b, after: a)
        performBatch {
            setCell(b, hidden: true)
            setSection(section, hidden: false)
            setHeader("Changed", for: section)
            setFooter("Footer", for: section)
        }
        _ = isCellHidden(b)
        _ = contains(b)
        removeCell(b)
        removeSection(section)
        _ = isValid
    }

    // MARK: - Alerts and presenting

    /// What the alerts of ``presentAlerts(from:)`` answered, in order.
    private(set) var alertAnswers: [String] = []

    /// Every alert and presentation symbol, each once: a screen presented and dismissed, then an
    /// action sheet and a confirmation (closure forms), then an alert and a confirmation awaited
    /// (async forms). They show one at a time.
    func presentAlerts(from cell: ActiveCell) {
        let editor = ComposedTableViewController(title: "Editor")
        present(editor, animated: true) {
            editor.dismiss(animated: true, completion: nil)
        }
        _ = presentedViewController
        _ = presentingViewController
        var later = AlertAction("Later", role: .default, isEnabled: false, handler: nil)
        later.title = "Later"
        later.role = .default
        later.isEnabled = false
        later.handler = nil
        var sheet = Alert(
            title: "Delete “Notes”?", message: "This cannot be undone.", style: .actionSheet,
            actions: [
                .default("Archive") { [weak self] in self?.alertAnswers.append("archive") },
                .destructive("Delete", isEnabled: true) { [weak self] in self?.alertAnswers.append("delete") },
                later,
                .cancel("Keep") { [weak self] in self?.alertAnswers.append("keep") },
            ])
        sheet.title = "Delete “Notes”?"
        sheet.message = "This cannot be undone."
        sheet.style = .actionSheet
        sheet.actions.append(.default("Share", isEnabled: true, handler: nil))
        for style: Alert.Style in [.alert, .actionSheet] { _ = style }
        for role: AlertAction.Role in [.default, .cancel, .destructive] { _ = role }
        present(sheet, from: cell)
        confirm("Sign out?", message: "You can sign in again.", action: "Sign Out", role: .destructive, cancel: "Stay", from: cell) {
            [weak self] in self?.alertAnswers.append("signed out")
        }
        Task { @MainActor [weak self] in
            guard let self else { return }
            let saved = AlertAction.default("OK")
            let chosen = await self.present(Alert(title: "Saved", actions: [saved, .cancel()]), from: nil)
            self.alertAnswers.append(chosen == saved ? "ok" : "cancelled")
            let confirmed = await self.confirm("Leave?")
            self.alertAnswers.append(confirmed ? "leave" : "stay")
        }
    }

    // MARK: - Choices

    /// What the choices of ``chooseEverything(from:)`` answered, in order.
    private(set) var choiceAnswers: [String] = []

    /// Every choice symbol: choice and menu rows, a lazily made section filtered by index, a
    /// search, and each choice screen — closure and async forms, one after another.
    func chooseEverything(from cell: ActiveCell) {
        addSection(header: "Choices", footer: nil)
        let colour = addChoice(
            "Colour", from: ["Red", "Green"], selection: "Red", optionTitle: { $0 }, optionSubtitle: nil, isEnabled: nil, searchable: nil)
        colour.onChange { [weak self] in self?.choiceAnswers.append($0) }
        colour.selection = "Green"
        _ = colour.sections.count
        _ = colour.row
        addChoice("Size", from: [1, 2, 3], selection: 2, optionTitle: \.description).onChange { [weak self] in
            self?.choiceAnswers.append("size \($0)")
        }
        // A choice row is a form row through its cell: conditions and rules.
        let sync = addCell(SwitchCell(key: "Sync", isOn: true))
        let every = addChoice("Every", from: [5, 15, 60], selection: 15)
            .visible(when: sync) { $0 }
            .enabled(when: sync) { $0 }
            .validate(.custom("Every 5 minutes drains the battery.") { $0 != 5 })
        every.validationMessage = nil
        _ = every.isEnabled
        addMenu("Sort by", from: ["Date", "Name"], selection: "Date", optionTitle: { $0 }, isEnabled: nil)
        addMenu("Order", from: ["Up", "Down"], selection: "Up").onChange { [weak self] in self?.choiceAnswers.append($0) }
        let numbers = addSection(header: "Numbers", footer: nil, count: 1_000) { ActiveCell(key: "Number \($0)") }
        setVisibleRows([1, 2, 3], in: numbers)
        setVisibleRows(nil, in: numbers)
        search = TableSearch(prompt: "Numbers") { [weak self] query in
            self?.setVisibleRows(query.isEmpty ? nil : [Int(query) ?? 0], in: numbers)
        }
        _ = search?.query
        let sections = [ChoiceSection(header: "Warm", options: ["Red"], footer: nil), ChoiceSection(options: ["Blue"])]
        choose("Colour", from: ["Red", "Blue"], selection: "Red") { [weak self] in self?.choiceAnswers.append($0) }
        Task { @MainActor [weak self] in
            guard let self else { return }
            let colour = await self.choose(
                "Colour",
                from: .sections(sections, title: { $0 }, subtitle: { _ in nil }, isEnabled: { _ in true }, searchable: false),
                selection: nil)
            self.choiceAnswers.append(colour ?? "none")
            let channels = await self.chooseMany(
                "Notify by", from: ChoiceOptions(["Mail", "Phone"], title: { $0 }, subtitle: nil, isEnabled: nil, searchable: nil),
                selections: ["Mail"])
            self.choiceAnswers.append(channels.sorted().joined(separator: "+"))
            let city = await self.choose("City", from: .loading { [ChoiceSection(options: ["Paris"])] }, selection: "Paris")
            self.choiceAnswers.append(city ?? "none")
            let alerts = await self.chooseMany(
                "Alerts", from: .sections(sections, title: { $0 }, subtitle: nil, isEnabled: nil, searchable: false), selections: ["Red"])
            self.choiceAnswers.append(alerts.sorted().joined(separator: "+"))
            let tags = await self.chooseMany(
                "Tags",
                from: .loading(title: { $0 }, subtitle: nil, isEnabled: nil, searchable: nil) { [ChoiceSection(options: ["swift"])] },
                selections: [])
            self.choiceAnswers.append(tags.sorted().joined(separator: "+"))
            self.choose("Tone", from: ["Red", "Blue"], selection: "Red", popsOnChoice: false) { [weak self] in
                self?.choiceAnswers.append($0)
            }
            self.chooseMany("Alerts", from: .sections(sections), selections: []) { [weak self] in
                self?.choiceAnswers.append("alerts " + $0.sorted().joined(separator: "+"))
            }
            self.choose("Colour", from: .sections(sections), selection: "Blue") { [weak self] in self?.choiceAnswers.append($0) }
            self.chooseMany("Notify by", from: ["Mail"], selections: []) { [weak self] in self?.choiceAnswers.append("\($0.count)") }
        }
    }

    // MARK: - Empty state, refresh, sections, table header

    /// Every symbol of the empty state, refresh, collapsible sections, header actions, the section
    /// index and the table header, each once.
    func tourScreens() {
        let save = BarButton("Save", systemImage: "square.and.arrow.down", style: .prominent, key: "s") { button in
            button.title = "Saved"
        }
        save.isEnabled = true
        save.style = .destructive
        save.systemImage = nil
        save.action = { button in button.isEnabled = false }
        _ = save.key
        _ = save.controller
        trailingBarButtons = [.add { [weak self] _ in self?.addCell(ActiveCell(key: "Added")) }, save]
        leadingBarButtons = [BarButton("Cancel") { button in button.title = "Cancelled" }]
        _ = leadingBarButtons.count + trailingBarButtons.count
        let licence = ReadingViewController(title: "Licence", text: "MIT.\n\nAs is.")
        licence.text += " No warranty."
        var button = EmptyState.Action("Check Again") { [weak self] in self?.refresh() }
        button.title = "Check Again"
        button.handler = {}
        var empty = EmptyState(title: "Nothing Here", message: "Add something.", systemImage: "tray", action: button)
        empty.title = "Nothing Here"
        empty.message = nil
        empty.systemImage = nil
        empty.action = nil
        emptyState = empty
        _ = emptyState
        refreshAction = { try await Task.sleep(for: .zero) }
        _ = refreshAction
        _ = isRefreshing
        _ = refresh()
        let section = addSection(header: "Collapsible")
        addCell(ActiveCell(key: "Inside"))
        setSection(section, collapsible: true)
        setSection(section, collapsed: true)
        _ = isSectionCollapsed(section)
        setHeaderAction({ _ in }, for: section)
        setHeaderAction(nil, for: section)
        showsSectionIndex = true
        _ = showsSectionIndex
        var header = TableHeader(title: "Tour", subtitle: "Every API", systemImage: "star", height: 120)
        header.subtitle = "Every symbol"
        header.height = 140
        tableHeader = header
        _ = tableHeader
    }

    // MARK: - Grids and layout (Part U)

    /// The grid row, each symbol once: what the grid row returned when
    /// its items were changed in code.
    @discardableResult
    func gridsAndLayout() -> (selection: Int?, itemsPerRow: Int) {
        let red = SwatchColor(hex: 0xFF3B30)
        var swatch = GridOption.swatch("Red", red)
        swatch.title = "Red"
        swatch.color = SwatchColor(red: 1, green: 0.23, blue: 0.19)
        swatch.systemImage = nil
        let options = [swatch, .symbol("Star", systemImage: "star"), GridOption("Plain", systemImage: nil, color: nil)]
        _ = (red.red, red.green, red.blue)
        addSection(header: "Grids")
        let grid = addCell(
            GridCell(key: "Pick", options: options, itemsPerRow: 3, selectedIndex: 0) { cell, index in _ = cell.options[index] })
        grid.onChange = { _, _ in }
        grid.itemsPerRow = 2
        grid.selectedIndex = 1
        grid.selectedIndex = 2
        grid.inputObservers.add { _, _ in }
        grid.options = Array(options.prefix(2))
        _ = grid.value
        return (grid.selectedIndex, grid.itemsPerRow)
    }

    // MARK: - Swipe, delete and reorder

    /// Every editing symbol, each once: moves, swipe actions (closure and async forms), a
    /// deletion with a confirmation, a movable row, the reorder scope and the move report.
    func editRows() async {
        let section = addSection(header: "Editing")
        let first = ActiveCell(key: "First")
        let second = ActiveCell(key: "Second")
        appendCell(first, to: section)
        appendCell(second, to: section)
        moveCell(first, after: second)
        moveCell(first, before: second)
        moveCell(second, to: section)
        var flag = SwipeAction("Flag", role: .normal, systemImage: "flag", tint: .orange) { cell in cell.value = "Flagged" }
        flag.title = "Flag"
        flag.role = .normal
        flag.systemImage = "flag"
        flag.tint = .orange
        for tint: RowActionTint in [.red, .yellow, .green, .teal, .blue, .indigo, .purple, .pink, .gray] { _ = tint }
        first.leadingSwipeActions = [flag]
        first.trailingSwipeActions = [
            SwipeAction("Archive", role: .destructive) { _ in
                await Task.yield()
                return true
            }
        ]
        var question = DeleteConfirmation(title: "Delete “First”?", message: nil, action: "Delete")
        question.message = "It leaves the list."
        first.deleteConfirmation = question
        first.onDelete = { _ in true }
        first.isMovable = true
        reorderScope = .withinSection
        onMoveRow = { cell, from, to in cell.value = "\(from)→\(to)" }
        _ = await deleteRow(second)  // no onDelete: not deletable, stays
        removeSection(section)
    }
}

/// The optional and string values the tour's dates and pickers bind to.
final class TourEvent {
    var ends: Date?
    var repeats: String?
    var size = "M"
    var alert: String?
    var units = "km"
}

extension SharedAPITourViewController {
    /// Dates and pickers: the shown format, a mode that changes, a minute interval, rows that
    /// open their picker below themselves, choices that start empty and option values.
    ///
    /// - Parameter event: The model the rows bind to; keep it alive as long as the screen.
    /// - Returns: The rows, for a test to read.
    @discardableResult
    func datesAndPickers(
        binding event: TourEvent
    ) -> (starts: DatePickerCell, ends: DatePickerCell, repeats: PickerCell, alert: SegmentedCell) {
        addSection(header: "Dates and pickers")
        let starts = addCell(DatePickerCell(key: "Starts", date: Date(timeIntervalSince1970: 0), presentation: .expanding))
        starts.dateStyle = .long
        starts.timeStyle = .shortened
        starts.minuteInterval = 15
        starts.mode = .date
        starts.format = DateFormat(.dateTime.weekday(.abbreviated).day().month(.abbreviated))
        starts.format = DateFormat(
            Date.VerbatimFormatStyle(
                format: "\(day: .twoDigits).\(month: .twoDigits).", timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
        starts.isExpanded = true
        let ends = addCell(DatePickerCell(key: "Ends", selectedDate: nil, placeholder: "None", mode: .date, presentation: .expanding))
            .bind(to: event, \.ends)
        ends.placeholder = "Never"
        ends.selectedDate = Date(timeIntervalSince1970: 86_400)
        let repeats = addCell(
            PickerCell(key: "Repeat", options: ["Daily", "Weekly"], selectedOption: nil, placeholder: "Never", presentation: .expanding)
        )
        .bind(to: event, \.repeats)
        repeats.placeholder = "None"
        repeats.selectedOption = "Weekly"
        repeats.isExpanded = !repeats.isExpanded
        addCell(PickerCell(key: "Size", options: ["S", "M", "L"], selectedOption: "S")).bind(to: event, \.size)
        let alert = addCell(SegmentedCell(key: "Alert", segments: ["5 min", "1 h"], selectedSegment: nil)).bind(to: event, \.alert)
        alert.selectedSegment = "1 h"
        addCell(SegmentedCell(key: "Units", segments: ["km", "mi"], selectedSegment: "mi")).bind(to: event, \.units)
        return (starts, ends, repeats, alert)
    }
}
