#if canImport(UIKit)
public import UIKit

extension ComposedTableViewController {
    // MARK: - Empty state

    /// What the screen shows when it has no row to show: a title, a message, an SF Symbol and a
    /// button — a `UIContentUnavailableConfiguration` on iOS 17 and later, a view of the same
    /// parts behind the table on iOS 16.
    ///
    /// It shows whenever no row shows and no collapsed section's header does — after every change,
    /// searches and hidden sections included — and goes as soon as a row shows. A search that
    /// finds nothing says `No results for “query”` instead. Both are Core's decisions, the same in
    /// a terminal.
    ///
    /// ```swift
    /// emptyState = EmptyState(
    ///     title: "No Messages", message: "New mail shows here.", systemImage: "tray",
    ///     action: EmptyState.Action("Check Again") { [unowned self] in refresh() })
    /// ```
    public var emptyState: EmptyState? {
        get { core.emptyState }
        set {
            core.emptyState = newValue
            updateEmptyState()
        }
    }

    /// Shows what Core says the screen shows instead of rows: a search's "no results" label, the
    /// empty state, or nothing.
    func updateEmptyState() {
        guard isViewLoaded else { return }
        let content = core.emptyContent
        if let message = content?.noResultsMessage {
            let label = tableView.backgroundView as? NoResultsLabel ?? NoResultsLabel()
            label.text = message
            if tableView.backgroundView !== label { tableView.backgroundView = label }
        } else if tableView.backgroundView is NoResultsLabel {
            tableView.backgroundView = nil
        }
        let state = content?.emptyState
        if #available(iOS 17, tvOS 17, *) {
            contentUnavailableConfiguration = state.map { Self.contentUnavailableConfiguration(for: $0) }
        } else if let state {
            let view = tableView.backgroundView as? EmptyStateView ?? EmptyStateView()
            view.show(state)
            if tableView.backgroundView !== view { tableView.backgroundView = view }
        } else if tableView.backgroundView is EmptyStateView {
            tableView.backgroundView = nil
        }
    }

    @available(iOS 17, tvOS 17, *)
    private static func contentUnavailableConfiguration(for state: EmptyState) -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = state.title
        configuration.secondaryText = state.message
        configuration.image = state.systemImage.flatMap { UIImage(systemName: $0) }
        if let action = state.action {
            var button = UIButton.Configuration.borderless()
            button.title = action.title
            configuration.button = button
            configuration.buttonProperties.primaryAction = UIAction(title: action.title) { _ in action.handler() }
        }
        return configuration
    }

    // MARK: - Refresh

    /// What refreshes the screen, or `nil` for nothing: with one, the table has a
    /// `UIRefreshControl` (pull to refresh), which spins until the closure returns.
    ///
    /// A pull while a refresh runs is ignored; leaving the screen cancels the task (the control
    /// still ends when the closure returns); an error it throws shows as an alert (`Couldn’t
    /// Refresh`). In a terminal, `r` runs the same closure. (tvOS has no refresh control: there
    /// only ``refresh()`` runs it.)
    ///
    /// ```swift
    /// refreshAction = { [unowned self] in
    ///     let messages = try await inbox.fetch()
    ///     show(messages)
    /// }
    /// ```
    public var refreshAction: (@MainActor () async throws -> Void)? {
        get { core.refreshAction }
        set {
            core.refreshAction = newValue
            if isViewLoaded { installRefreshControl() }
        }
    }

    /// Whether a refresh runs: from a pull (or ``refresh()``) until ``refreshAction`` returns.
    public var isRefreshing: Bool { core.isRefreshing }

    /// Refreshes the screen from code: runs ``refreshAction`` unless a refresh runs, and shows
    /// the refresh control spinning meanwhile.
    ///
    /// - Returns: Whether a refresh started: `false` without an action, while one runs, before
    ///   the view loaded, or after the screen left.
    @discardableResult
    public func refresh() -> Bool {
        core.beginRefresh()
    }

    /// Gives the table a refresh control while the screen has a refresh action, and takes it
    /// away when it has none.
    func installRefreshControl() {
        #if !os(tvOS)
        guard core.refreshAction != nil else {
            if refreshControl?.isRefreshing == false { refreshControl = nil }
            return
        }
        guard refreshControl == nil else { return }
        let control = UIRefreshControl()
        control.addTarget(self, action: #selector(refreshControlDidPull), for: .valueChanged)
        refreshControl = control
        #endif
    }

    /// The user pulled the table down: the control spins; Core starts the refresh, or stops it.
    @objc private func refreshControlDidPull() {
        core.userDidPullToRefresh()
    }

    // MARK: - Sections

    /// Collapses or expands a section, animated when the table is on screen: its rows hide (their
    /// cells keep their state), its header stays, with a chevron if the section is collapsible.
    ///
    /// - Parameters:
    ///   - section: A section of this table, not a lazy one.
    ///   - collapsed: Whether its rows are hidden.
    ///   - animation: The row animation; `.automatic` unless you say otherwise.
    /// - Complexity: O(*n*) in the section's cells.
    public func setSection(_ section: SectionID, collapsed: Bool, animation: UITableView.RowAnimation = .automatic) {
        core.setSection(section, collapsed: collapsed, animation: TableAnimation(animation))
    }

    /// Whether a section is collapsed.
    ///
    /// - Parameter section: A section of this table.
    public func isSectionCollapsed(_ section: SectionID) -> Bool {
        composition.isCollapsed(section)
    }

    /// Makes a section's header collapse and expand it when tapped, with a chevron that points
    /// right when it is collapsed and down when it is not.
    ///
    /// ```swift
    /// let archive = addSection(header: "Archive")
    /// setSection(archive, collapsible: true)
    /// setSection(archive, collapsed: true)   // starts closed
    /// ```
    ///
    /// - Parameters:
    ///   - section: A section of this table, with a header.
    ///   - collapsible: Whether the header collapses it; making a collapsed section not
    ///     collapsible expands it.
    public func setSection(_ section: SectionID, collapsible: Bool) {
        core.setSection(section, collapsible: collapsible)
    }

    /// Sets what a tap on a section's header does; a collapsible section collapses or expands
    /// first.
    ///
    /// - Parameters:
    ///   - action: Called with the section; `nil` removes it. Capture the screen `unowned`.
    ///   - section: A section of this table.
    public func setHeaderAction(_ action: (@MainActor (SectionID) -> Void)?, for section: SectionID) {
        core.setHeaderAction(action, for: section)
    }

    /// Whether the table shows an index of its sections' initials down its side (UIKit's
    /// `sectionIndexTitles`): the first letter of each section's header title, each once; a tap
    /// scrolls to the first section with it. Terminals show none.
    public var showsSectionIndex: Bool {
        get { core.showsSectionIndex }
        set {
            core.showsSectionIndex = newValue
            if isViewLoaded { tableView.reloadSectionIndexTitles() }
        }
    }

    /// A tap on a header: Core collapses, expands or runs the action.
    func headerTapped(_ section: SectionID) {
        guard let index = composition.visibleIndex(of: section) else { return }
        core.didSelectHeader(inSection: index)
    }

    // MARK: - Table header

    /// The block at the top of the screen: a zoom header — a large symbol, the title and the
    /// subtitle over a tinted background that stretches when the table is pulled down — as the
    /// table's header view. In a terminal, a title block.
    ///
    /// ```swift
    /// tableHeader = TableHeader(title: "Inbox", subtitle: "3 unread", systemImage: "tray")
    /// ```
    public var tableHeader: TableHeader? {
        get { core.tableHeader }
        set {
            core.tableHeader = newValue
            if isViewLoaded { installTableHeader() }
        }
    }

    /// Puts the zoom header of ``tableHeader`` in the table, or takes it away.
    func installTableHeader() {
        guard let header = core.tableHeader else {
            if tableView.tableHeaderView is ZoomHeaderView { tableView.tableHeaderView = nil }
            return
        }
        let view = tableView.tableHeaderView as? ZoomHeaderView ?? ZoomHeaderView()
        view.show(header)
        view.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: CGFloat(header.height))
        if tableView.tableHeaderView !== view { tableView.tableHeaderView = view }
        stretchTableHeader()
    }

    /// Stretches the zoom header by how far the table is pulled down past its top (Core's
    /// geometry).
    func stretchTableHeader() {
        guard let view = tableView.tableHeaderView as? ZoomHeaderView, let header = core.tableHeader else { return }
        let pull = -(tableView.contentOffset.y + tableView.adjustedContentInset.top)
        let frame = TableHeader.stretchedFrame(width: Double(view.bounds.width), height: header.height, pullDistance: Double(pull))
        view.stretch(to: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
    }
}

/// The empty state behind the table on iOS 16 (iOS 17 has `UIContentUnavailableConfiguration`):
/// the same parts, centred, in the system's styles.
final class EmptyStateView: UIView {
    private let stack = UIStackView()
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let button = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        imageView.tintColor = .secondaryLabel
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textColor = .secondaryLabel
        for label in [titleLabel, messageLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        for view in [imageView, titleLabel, messageLabel, button] as [UIView] { stack.addArrangedSubview(view) }
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows an empty state's parts; the parts it does not have are hidden.
    func show(_ state: EmptyState) {
        imageView.image = state.systemImage.flatMap { UIImage(systemName: $0) }
        imageView.isHidden = imageView.image == nil
        titleLabel.text = state.title
        messageLabel.text = state.message
        messageLabel.isHidden = state.message == nil
        button.isHidden = state.action == nil
        button.removeAction(identifiedBy: Self.buttonActionIdentifier, for: .primaryActionTriggered)
        if let action = state.action {
            button.setTitle(action.title, for: .normal)
            button.addAction(UIAction(identifier: Self.buttonActionIdentifier) { _ in action.handler() }, for: .primaryActionTriggered)
        }
    }

    private static let buttonActionIdentifier = UIAction.Identifier("ComposedTable.EmptyState.action")
}

/// The zoom header of a ``ComposedTableViewController/tableHeader``: a tinted background that
/// stretches upwards when the table is pulled down (it does not clip, so it covers the pull's
/// gap), with a large symbol, the title and the subtitle pinned to its bottom.
final class ZoomHeaderView: UIView {
    private let background = UIView()
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = false
        background.backgroundColor = .secondarySystemBackground
        background.clipsToBounds = true
        addSubview(background)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .tintColor
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44, weight: .regular)
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, subtitleLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        for label in [titleLabel, subtitleLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
        }
        background.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: background.centerXAnchor),
            stack.bottomAnchor.constraint(equalTo: background.bottomAnchor, constant: -16),
        ])
        isAccessibilityElement = true
        accessibilityTraits = .heading
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows a table header's title, subtitle and image.
    func show(_ header: TableHeader) {
        titleLabel.text = header.title
        subtitleLabel.text = header.subtitle
        subtitleLabel.isHidden = header.subtitle == nil
        imageView.image = header.systemImage.flatMap { UIImage(systemName: $0) }
        imageView.isHidden = imageView.image == nil
        accessibilityLabel = [header.title, header.subtitle].compactMap { $0 }.joined(separator: ", ")
    }

    /// Lays the background out at a frame from Core's geometry.
    func stretch(to frame: CGRect) {
        background.frame = frame
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if background.frame.width != bounds.width { background.frame.size.width = bounds.width }
        if background.frame.height < bounds.height { background.frame = bounds }
    }
}
#endif
