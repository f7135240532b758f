// Pictures and text styles, as a settings screen shows them: tinted icons, a header and a footer
// with a symbol, a volume slider between two speakers, grey and fixed-width values, a red row
// that is not a button, and a picker whose chosen tone shows a speaker instead of a checkmark.
import ComposedTable

/// What the sounds screen edits.
final class SoundSettings {
    var volume = 0.5
    var ringtone = "Reflection"
    var textTone = "Note"
}

final class SoundsViewController: ComposedTableViewController {
    let sounds = SoundSettings()
    static let tones = ["Reflection", "Chimes", "Note", "Radar"]

    override func compose() {
        title = "Sounds"
        addSection(header: "Ringer and Alerts", headerImage: .symbol("speaker.wave.2"))
        let volume = addCell(SliderCell(key: "Volume", number: sounds.volume)).bind(to: sounds, \.volume)
        volume.minimumValueImage = .symbol("speaker.fill")
        volume.maximumValueImage = .symbol("speaker.wave.3.fill")

        addSection(header: "Sounds and Haptic Patterns")
        addToneRow("Ringtone", image: .symbol("bell", tint: .red, size: .icon), tone: \.ringtone)
        addToneRow("Text Tone", image: .symbol("envelope", tint: .blue, size: .icon), tone: \.textTone)
        let pack = addCell(ActiveCell(key: "Sound Pack", value: "2.4.1"))
        pack.image = .symbol("music.note", tint: .pink, size: .icon)
        pack.valueStyle = .secondary.monospaced()  // a version: grey, fixed-width digits

        addSection(header: nil, headerImage: nil, footer: "Every tone goes back to its default.", footerImage: .symbol("info.circle"))
        // Red because it destroys choices, yet a row like the others (UIKit: not a centred button).
        let reset = addCell(
            ActiveCell(key: "Reset Sounds") { [unowned self] cell in
                sounds.ringtone = "Reflection"
                sounds.textTone = "Note"
                cell.controller?.recompose()
            })
        reset.keyStyle = .destructive
    }

    /// A row that opens a picker of tones; the chosen tone shows a speaker.
    private func addToneRow(_ key: String, image: RowImage, tone: ReferenceWritableKeyPath<SoundSettings, String>) {
        let row = addCell(
            ActiveCell(key: key, value: sounds[keyPath: tone]) { [unowned self] row in
                let picker = ComposedTableViewController(title: key)
                for name in Self.tones {
                    let option = picker.addCell(
                        OptionCell(key: name, isChecked: name == sounds[keyPath: tone]) { [unowned self] option in
                            sounds[keyPath: tone] = name
                            row.value = name
                            option.controller?.navigationController?.popViewController(animated: true)
                        })
                    option.checkmarkImage = .symbol("speaker.wave.2.fill")
                }
                row.controller?.navigationController?.pushViewController(picker, animated: true)
            })
        row.image = image
        row.accessory = .disclosureIndicator
        row.valueStyle = .secondary
    }
}
