/* svc console: progressive enhancement. Every page works without this file except the browser
 * upload; with it: copy buttons, drag-and-drop upload, print, and pages that refresh themselves
 * while something is in progress. No inline script anywhere (Content-Security-Policy). */
/* global document, window, navigator, DOMParser, location */
'use strict'

;(function () {
  document.documentElement.classList.add('js')
  const csrf = () => document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? ''
  const fill = (template, values) => template.replaceAll(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m))

  function setupCopy() {
    for (const button of document.querySelectorAll('[data-copy]')) {
      button.hidden = false
      button.addEventListener('click', async () => {
        const input = document.getElementById(button.dataset.copy)
        const status = document.getElementById('copy-status')
        try {
          await navigator.clipboard.writeText(input.value)
        } catch {
          // No clipboard permission (e.g. plain http): select it so Ctrl+C works.
          input.focus()
          input.select()
          document.execCommand?.('copy')
        }

        if (status) status.textContent = status.dataset.copied ?? ''
      })
    }
  }

  function setupPrint() {
    for (const button of document.querySelectorAll('[data-print]')) {
      button.hidden = false
      button.addEventListener('click', () => window.print())
    }
  }

  /** Replaces the element with the same id from a fresh copy of the page; true if it still needs refreshing. */
  async function refreshSection(id) {
    const response = await fetch(location.href, {credentials: 'same-origin', headers: {accept: 'text/html'}})
    if (!response.ok) return false
    const fresh = new DOMParser().parseFromString(await response.text(), 'text/html')
    const next = fresh.getElementById(id)
    const current = document.getElementById(id)
    if (!next || !current) {
      return false
    }

    current.replaceWith(document.importNode(next, true))
    return next.hasAttribute('data-refresh')
  }

  /** Sections marked data-refresh="<ms>" refresh while the server still marks them so, at most 15 minutes. */
  const refreshing = new Set()
  function setupRefresh() {
    const deadline = Date.now() + 15 * 60 * 1000
    for (const section of document.querySelectorAll('[data-refresh]')) {
      const id = section.id
      if (refreshing.has(id)) continue
      refreshing.add(id)
      const every = Math.max(1000, Number(section.dataset.refresh) || 2000)
      const tick = async () => {
        if (Date.now() > deadline) {
          refreshing.delete(id)
          return
        }
        // A run that finished or paused changes the whole page (a report, a question): reload it.
        if (id === 'run-live') {
          const response = await fetch(location.href, {credentials: 'same-origin'}).catch(() => undefined)
          const text = response?.ok ? await response.text() : ''
          if (text && !text.includes('id="run-live"')) {
            location.reload()
            return
          }

          window.setTimeout(tick, every)
          return
        }

        const again = await refreshSection(id).catch(() => true)
        if (again) window.setTimeout(tick, every)
        else refreshing.delete(id)
      }

      window.setTimeout(tick, every)
    }
  }

  function setupUpload() {
    const form = document.querySelector('form[data-upload]')
    if (!form) return
    form.hidden = false
    const status = document.getElementById('upload-status')
    const input = form.querySelector('input[type="file"]')
    const say = (text) => {
      status.textContent = text
    }

    const send = async (files) => {
      if (!files || files.length === 0) return
      const body = new FormData()
      body.set('space_id', form.dataset.upload)
      for (const file of files) body.append('files', file, file.name)
      say(fill(form.dataset.uploading, {count: files.length}))
      try {
        const response = await fetch('/api/v2/files/batch-upload', {
          body,
          credentials: 'same-origin',
          headers: {'x-csrf-token': csrf()},
          method: 'POST',
        })
        const answer = await response.json().catch(() => ({}))
        if (!response.ok) {
          say(fill(form.dataset.failed, {reason: answer.detail ?? response.status}))
          return
        }

        const results = answer.results ?? []
        const ok = results.filter((r) => r.status === 'uploaded').length
        const failed = results.filter((r) => r.status !== 'uploaded')
        say(fill(form.dataset.uploaded, {failed: failed.length, ok}) + failed.map((r) => ` ${r.file_name}: ${r.error}`).join(''))
        input.value = ''
        await refreshSection('documents')
        setupRefresh()
      } catch (error) {
        say(fill(form.dataset.failed, {reason: error?.message ?? String(error)}))
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void send(input.files)
    })
    for (const name of ['dragenter', 'dragover']) {
      form.addEventListener(name, (event) => {
        event.preventDefault()
        form.classList.add('over')
      })
    }

    for (const name of ['dragleave', 'drop']) {
      form.addEventListener(name, () => form.classList.remove('over'))
    }

    form.addEventListener('drop', (event) => {
      event.preventDefault()
      void send(event.dataTransfer?.files)
    })
  }

  const start = () => {
    setupCopy()
    setupPrint()
    setupUpload()
    setupRefresh()
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
})()
