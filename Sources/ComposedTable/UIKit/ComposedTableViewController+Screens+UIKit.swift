#if canImport(UIKit)
import UIKit

extension ComposedTableViewController {
    // MARK: - The platform's part of the screen's features

    /// ``emptyState`` changed.
    func emptyStateDidChange() {
        updateEmptyState()
    }

    /// ``refreshAction`` or ``loadAction`` changed: the refresh control follows, once the view is
    /// loaded.
    func refreshActionDidChange() {
        if isViewLoaded { installRefreshControl() }
    }

    /// Nothing to prepare: a refresh before the view loaded does not start.
    func willRefreshFromCode() {}

    /// ``showsSectionIndex`` changed.
    func sectionIndexDidChange() {
        if isViewLoaded { tableView.reloadSectionIndexTitles() }
    }

    /// ``tableHeader`` changed.
    func tableHeaderDidChange() {
        if isViewLoaded { installTableHeader() }
    }

    // MARK: - Empty state

    /// Shows what Core says the screen shows instead of rows: a search's "no results" label, the
    /// loading state (the system's loading configuration; an activity indicator on iOS 16), the
    /// empty state or a load's error with its Retry button, or nothing.
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
        let isLoading = content?.isLoading == true
        if #available(iOS 17, *) {
            contentUnavailableConfiguration =
                isLoading ? UIContentUnavailableConfiguration.loading() : state.map { Self.contentUnavailableConfiguration(for: $0) }
            return
        }
        if isLoading {
            let view = tableView.backgroundView as? LoadingView ?? LoadingView()
            if tableView.backgroundView !== view { tableView.backgroundView = view }
        } else if tableView.backgroundView is LoadingView {
            tableView.backgroundView = nil
        }
        if let state {
            let view = tableView.backgroundView as? EmptyStateView ?? EmptyStateView()
            view.show(state)
            if tableView.backgroundView !== view { tableView.backgroundView = view }
        } else if tableView.backgroundView is EmptyStateView {
            tableView.backgroundView = nil
        }
    }

    @available(iOS 17, *)
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

    /// Gives the table a refresh control while the screen has a refresh action, and takes it
    /// away when it has none.
    func installRefreshControl() {
        guard core.canRefresh else {
            if refreshControl?.isRefreshing == false { refreshControl = nil }
            return
        }
        guard refreshControl == nil else { return }
        let control = UIRefreshControl()
        control.addTarget(self, action: #selector(refreshControlDidPull), for: .valueChanged)
        // In front of its siblings: the zoom header's background stretches up into the gap a
        // pull opens (`ZoomHeaderView`), where the control spins, and is opaque. The control sits
        // above the content, so it never covers a row.
        control.layer.zPosition = 1
        refreshControl = control
    }

    /// The user pulled the table down: the control spins; Core starts the refresh, or stops it.
    @objc private func refreshControlDidPull() {
        core.userDidPullToRefresh()
    }

    // MARK: - Sections

    /// A tap on a header: Core collapses, expands or runs the action.
    func headerTapped(_ section: SectionID) {
        guard let index = composition.visibleIndex(of: section) else { return }
        core.didSelectHeader(inSection: index)
    }

    // MARK: - Table header

    /// Puts the zoom header of ``tableHeader`` in the table, or takes it away.
    func installTableHeader() {
        guard let header = core.tableHeader else {
            if tableView.tableHeaderView is ZoomHeaderView { tableView.tableHeaderView = nil }
            return
        }
        let view = tableView.tableHeaderView as? ZoomHeaderView ?? ZoomHeaderView()
        view.show(header)
        let width = tableView.bounds.width
        let height = view.restingHeight(for: header, width: width, traits: traitCollection)
        let heightChanged = view.frame.height != height
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        // The table reads its header's height when the header is set: set it again after a change.
        if tableView.tableHeaderView !== view || heightChanged { tableView.tableHeaderView = view }
        stretchTableHeader()
    }

    /// Stretches the zoom header by how far the table is pulled down past its top (Core's
    /// geometry).
    func stretchTableHeader() {
        guard let view = tableView.tableHeaderView as? ZoomHeaderView, core.tableHeader != nil else { return }
        let pull = -(tableView.contentOffset.y + tableView.adjustedContentInset.top)
        let frame = TableHeader.stretchedFrame(
            width: Double(view.bounds.width), height: Double(view.bounds.height), pullDistance: Double(pull))
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

/// The loading state behind the table on iOS 16 (iOS 17 has
/// `UIContentUnavailableConfiguration.loading()`): a spinning activity indicator and `Loading…`,
/// centred, in the system's styles.
final class LoadingView: UIView {
    private let indicator = UIActivityIndicatorView(style: .medium)
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "Loading…"
        label.font = .preferredFont(forTextStyle: .body)
        label.textColor = .secondaryLabel
        label.adjustsFontForContentSizeCategory = true
        let stack = UIStackView(arrangedSubviews: [indicator, label])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: layoutMarginsGuide.centerYAnchor),
            stack.centerXAnchor.constraint(equalTo: layoutMarginsGuide.centerXAnchor),
        ])
        indicator.startAnimating()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The zoom header of a ``ComposedTableViewController/tableHeader``: a tinted background that
/// stretches upwards when the table is pulled down (it does not clip, so it covers the pull's
/// gap), with a large symbol, the title and the subtitle pinned to its bottom.
final class ZoomHeaderView: UIView {
    private let background = UIView()
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let stack = UIStackView()
    /// The space above the image and below the subtitle.
    private static let margin: CGFloat = 16

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
        for view in [imageView, titleLabel, subtitleLabel] { stack.addArrangedSubview(view) }
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        for label in [titleLabel, subtitleLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
            label.numberOfLines = 0
        }
        background.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: background.centerXAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: background.leadingAnchor, constant: Self.margin),
            stack.bottomAnchor.constraint(equalTo: background.bottomAnchor, constant: -Self.margin),
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

    /// The header's height when the table rests: the given height scaled with the text size as
    /// the title's style scales (`UIFontMetrics`), and never less than its content needs — a
    /// fixed height clips the title at accessibility text sizes.
    ///
    /// - Parameters:
    ///   - header: The header shown.
    ///   - width: The table's width.
    ///   - traits: The traits whose text size applies.
    func restingHeight(for header: TableHeader, width: CGFloat, traits: UITraitCollection) -> CGFloat {
        let scaled = UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: CGFloat(header.height), compatibleWith: traits)
        let content = stack.systemLayoutSizeFitting(
            CGSize(width: max(0, width - 2 * Self.margin), height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
        return ceil(max(scaled, content + 2 * Self.margin))
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
