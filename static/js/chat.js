/* memoryhub chat: send with fetch and show the reply as it streams (text/event-stream).
 * Without JavaScript the form is a plain POST that answers with the whole conversation page. */
(function () {
  "use strict";

  var form = document.getElementById("chat-form");
  if (!form || !window.fetch || !window.TextDecoder) return;
  var transcript = document.getElementById("transcript");
  var textarea = form.querySelector("textarea");
  var status = form.querySelector(".chat-status");
  var button = form.querySelector('button[type="submit"]');
  var sessionField = form.querySelector('input[name="session"]');
  var heading = document.getElementById("chat-title");

  function recount() {
    if (window.memoryhub) window.memoryhub.updateCounter(textarea);
  }

  function bubble(role, text) {
    var item = document.createElement("li");
    item.className = "msg msg-" + role + " streaming";
    var body = document.createElement("div");
    body.className = "bubble";
    body.textContent = text;
    item.appendChild(body);
    transcript.appendChild(item);
    item.scrollIntoView({ block: "end" });
    return item;
  }

  function parseEvents(buffer, handle) {
    var parts = buffer.split("\n\n");
    var rest = parts.pop();
    parts.forEach(function (block) {
      var name = "message";
      var data = "";
      block.split("\n").forEach(function (line) {
        if (line.indexOf("event: ") === 0) name = line.slice(7);
        else if (line.indexOf("data: ") === 0) data += line.slice(6);
      });
      if (data) handle(name, JSON.parse(data));
    });
    return rest;
  }

  function setBusy(busy) {
    button.disabled = busy;
    form.setAttribute("aria-busy", busy ? "true" : "false");
    status.textContent = busy ? form.dataset.sendingText : "";
  }

  function send() {
    var text = textarea.value.trim();
    if (!text) { textarea.focus(); return; }  // the submit guard in app.js has said why
    var data = new FormData(form);
    var empty = document.getElementById("empty-chat");
    if (empty) empty.remove();
    var mine = bubble("user", text);
    var reply = bubble("assistant", "");
    var replyBody = reply.querySelector(".bubble");
    textarea.value = "";
    recount();
    setBusy(true);

    fetch(form.dataset.streamUrl, {
      method: "POST",
      body: data,
      credentials: "same-origin",
      headers: { "Accept": "text/event-stream", "X-CSRFToken": data.get("csrfmiddlewaretoken") }
    }).then(function (response) {
      var type = response.headers.get("Content-Type") || "";
      if (!response.ok || type.indexOf("text/event-stream") !== 0) {
        return response.json().then(function (body) { throw new Error(body.error || form.dataset.errorText); },
                                    function () { throw new Error(form.dataset.errorText); });
      }
      var reader = response.body.getReader();
      var decoder = new TextDecoder();
      var buffer = "";
      function pump() {
        return reader.read().then(function (chunk) {
          if (chunk.done) return;
          buffer = parseEvents(buffer + decoder.decode(chunk.value, { stream: true }), function (name, payload) {
            if (name === "start") {
              if (sessionField && !sessionField.value) {
                sessionField.value = payload.session;
                form.action = payload.send_url;
                var temporary = form.querySelector('input[name="temporary"]');
                if (temporary) temporary.closest("label").hidden = true;
                window.history.replaceState({}, "", payload.url);
                // the new conversation's name, as the list and a reload show it
                if (heading && payload.title) {
                  heading.textContent = payload.title;
                  document.title = payload.title + " · memoryhub";
                }
              }
            } else if (name === "delta") {
              replyBody.textContent += payload.text;
              reply.scrollIntoView({ block: "end" });
            } else if (name === "done") {
              var holder = document.createElement("template");
              holder.innerHTML = payload.html.trim();
              var nodes = Array.prototype.slice.call(holder.content.children);
              mine.replaceWith.apply(mine, nodes);
              reply.remove();
              nodes.forEach(function (node) { if (window.htmx) window.htmx.process(node); });
              nodes[nodes.length - 1].scrollIntoView({ block: "end" });
            }
          });
          return pump();
        });
      }
      return pump();
    }).catch(function (error) {
      reply.remove();
      mine.classList.add("failed");
      textarea.value = text;
      recount();
      status.textContent = error.message;
    }).then(function () {
      button.disabled = false;
      form.setAttribute("aria-busy", "false");
      if (status.textContent === form.dataset.sendingText) status.textContent = "";
      textarea.focus();
    });
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    send();
  });
  textarea.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      // through the submit event, so that an empty or too long message is explained, not sent
      if (form.requestSubmit) form.requestSubmit(button);
      else send();
    }
  });
})();
